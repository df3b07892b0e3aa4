// Keyboard focus after an action. A control that goes away once used (a bid, "Keep my
// hand", "Look at my cards", a trump) must not drop the focus to the page: it moves to your hand when the
// hand takes input, else to the first button of the panel that follows, else to your hand.

function nextControl(): HTMLElement | null {
  const hand = document.querySelector<HTMLElement>('[data-hand]');
  const card = hand?.querySelector<HTMLElement>('button[data-card][tabindex="0"]') ?? null;
  if (card && hand?.dataset.live) return card;
  // The panel's first action (a rule id in its heading is a link into the rule book, not the next step).
  return document.querySelector<HTMLElement>('[data-panel] button:not([disabled]):not(.rule-link)') ?? card;
}

/**
 * Attach to a button that may disappear after use. When it leaves while it had the keyboard focus (or the
 * focus was on the page, e.g. after a digit key), the next control takes the focus. A mouse click leaves
 * the focus alone (the button was focused, but not focus-visible).
 */
export function keepFocus(node: HTMLElement): () => void {
  return () => {
    const active = document.activeElement;
    const fromKeyboard = active === node && node.matches(':focus-visible');
    if (!fromKeyboard && active !== null && active !== document.body) return;
    setTimeout(() => {
      const now = document.activeElement;
      if (now === null || now === document.body) nextControl()?.focus();
    });
  };
}
