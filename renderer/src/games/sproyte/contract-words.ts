// A deal's contract in words (SPR-5: nullo, trump with its suit, grand): as a label for the strip and the header
// («Trumf: ruter»), and as part of a sentence («… viser ruter sju: ruter er trumf.»), where a label reads wrong.
import type { View } from '../../../../machines/sproyte/rules/index.ts';
import { i18n, t } from '../../i18n/i18n.svelte.ts';
import type { MessageKey } from '../../i18n/en.ts';

type Contract = Pick<View, 'contract' | 'trump'>;

export function contractLabel(v: Contract): string {
  if (v.contract === 'trump' && v.trump) return t('contract.trumpSuit', { suit: i18n.suit(v.trump) });
  return t(`contract.${v.contract}` as MessageKey);
}

const SAID: Readonly<Record<View['contract'], MessageKey>> = {
  trump: 'contract.said.trump',
  grand: 'contract.said.grand',
  nullo: 'contract.said.nullo',
};

export function contractSaid(v: Contract): string {
  if (v.contract === 'trump' && v.trump) return t('contract.said.trumpSuit', { suit: i18n.suit(v.trump) });
  return t(SAID[v.contract]);
}
