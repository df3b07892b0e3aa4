// A statechart as a map of the game. Every state of a game's chart carries `meta`: the rule ids it
// stands for and a label key the renderer translates, so the map a player opens is drawn from the chart
// itself, never from a copy. Generic: it walks any machine's state nodes and names no game.

/** What each state of a game's chart says about itself. */
export interface StateMeta {
  /** Rule ids (rules.md) the state stands for; the map links each to the rule book. */
  readonly rules: readonly string[];
  /** Message key of the state's name ('map.trb.round2'); the renderer has the words. */
  readonly label: string;
  /** Left off the map: a step the chart passes through at once, or a step inside a turn. */
  readonly inner?: boolean;
  /**
   * A step only some games take: each option named must have one of the values listed (`{ teamBid: [true] }`);
   * the map of a game whose options switch it off leaves it out.
   */
  readonly only?: Readonly<Record<string, readonly unknown[]>>;
  /**
   * The same step as some formats play it (a form dealt from two decks): the first whose `when` the game's
   * options meet gives the map its label and rules instead.
   */
  readonly variants?: readonly {
    readonly when: Readonly<Record<string, readonly unknown[]>>;
    readonly label: string;
    readonly rules: readonly string[];
  }[];
}

/** A state shown on the map: `{ ...at('map.x', 'SPR-6.1'), ... }` in a chart. */
export const at = (label: string, ...rules: string[]): { readonly meta: StateMeta } => ({ meta: { label, rules } });

/** A state left off the map (routing, a turn's inner steps); it still names its rules. */
export const inner = (label: string, ...rules: string[]): { readonly meta: StateMeta } => ({
  meta: { label, rules, inner: true },
});

/** The same state, on the map only where the game's options are among `only`'s values. */
export const onlyWith = <T extends { readonly meta: StateMeta }>(
  state: T,
  only: Readonly<Record<string, readonly unknown[]>>,
): T => ({
  ...state,
  meta: { ...state.meta, only },
});

/** The same state, named otherwise on the map of a game whose options are among `when`'s values. */
export const variantWith = <T extends { readonly meta: StateMeta }>(
  state: T,
  when: Readonly<Record<string, readonly unknown[]>>,
  label: string,
  ...rules: string[]
): T => ({
  ...state,
  meta: { ...state.meta, variants: [...(state.meta.variants ?? []), { when, label, rules }] },
});

/** Whether `options` has, for every option `when` names, one of the values listed. */
const meets = (
  when: Readonly<Record<string, readonly unknown[]>>,
  options: Readonly<Record<string, unknown>>,
): boolean => Object.entries(when).every(([key, values]) => values.includes(options[key]));

/** Whether a game with `options` takes the step (no `only`, or every named option has a listed value). */
export const takesStep = (meta: StateMeta, options: Readonly<Record<string, unknown>> | null): boolean =>
  !meta.only || !options || meets(meta.only, options);

/** The part of an XState state node the map reads (`machine.root` and its `states`). */
export interface ChartNode {
  readonly id: string;
  readonly key: string;
  readonly meta?: unknown;
  readonly states: Readonly<Record<string, ChartNode>>;
}

/** One entry of the map: a state with its words, its rules and the states inside it. */
export interface MapItem {
  readonly id: string;
  readonly label: string;
  readonly rules: readonly string[];
  readonly children: readonly MapItem[];
}

/** A state's meta when it has the StateMeta shape, else null. */
export function metaOf(node: ChartNode): StateMeta | null {
  const m = node.meta as Partial<StateMeta> | undefined;
  if (!m || typeof m.label !== 'string' || !Array.isArray(m.rules) || !m.rules.every((r) => typeof r === 'string'))
    return null;
  return m as StateMeta;
}

/**
 * The map of a chart: the root's states in the order the chart lists them, inner states left out, and with
 * `options` the steps those options switch off left out too.
 */
export function chartMap(root: ChartNode, options: Readonly<Record<string, unknown>> | null = null): MapItem[] {
  return Object.values(root.states).flatMap((node) => {
    const meta = metaOf(node);
    if (!meta || meta.inner || !takesStep(meta, options)) return [];
    const variant = options ? meta.variants?.find((v) => meets(v.when, options)) : undefined;
    return [
      {
        id: node.id,
        label: variant?.label ?? meta.label,
        rules: variant?.rules ?? meta.rules,
        children: chartMap(node, options),
      },
    ];
  });
}

/** Every state node below `root` (depth first, in the chart's order). */
export function chartStates(root: ChartNode): ChartNode[] {
  return Object.values(root.states).flatMap((node) => [node, ...chartStates(node)]);
}

export type StateValue = string | { readonly [key: string]: StateValue };

/** The ids of the states a snapshot's `value` is in, outermost first. */
export function activeIds(root: ChartNode, value: StateValue): string[] {
  if (typeof value === 'string') {
    const node = root.states[value];
    return node ? [node.id] : [];
  }
  return Object.entries(value).flatMap(([key, below]) => {
    const node = root.states[key];
    return node ? [node.id, ...activeIds(node, below)] : [];
  });
}

/** The map's entries for `ids` (the states a snapshot is in), outermost first; inner states left out. */
export function pathOnMap(items: readonly MapItem[], ids: readonly string[]): MapItem[] {
  const wanted = new Set(ids);
  const step = items.find((i) => wanted.has(i.id));
  return step ? [step, ...pathOnMap(step.children, ids)] : [];
}
