// Sprøyte lessons in English (rules.md SPR-13). Keys: <lesson>.title / .intro / .done and
// <lesson>.<step>.<part>; [[5H]] draws a small card, a rule id (SPR-7.3) links to the rule book.
export const text: Readonly<Record<string, string>> = {
  'SPR-L1.title': 'Follow suit and who wins',
  'SPR-L1.intro': 'Every trick starts with one card; the others must answer in the same suit if they can. Clubs are trump in this first deal. Kari sits on your right and leads.',
  'SPR-L1.done': 'You can follow suit and you know who takes a trick. That is half of every trick-taking game.',
  'SPR-L1.keep.goal': 'Nobody swaps cards in this lesson. Kari is forhånd — on the dealer’s left — so she leads.',
  'SPR-L1.follow.goal': 'Kari led a heart. Follow suit: play a heart.',
  'SPR-L1.follow.explain': 'You hold hearts, so you must play one (SPR-7.3). The [[5H]] is your smallest: Kari’s king beats both your hearts anyway.',
  'SPR-L1.follow.alt': 'Allowed — any heart follows suit. But the [[8H]] cannot win here, so the [[5H]] was the cheaper card to give.',
  'SPR-L1.olaWins.goal': 'Ola played the [[AH]]: the highest heart wins the trick, so Ola takes it and leads next.',
  'SPR-L1.diamond.goal': 'Ola leads the [[AD]]. Follow suit again: play a diamond.',
  'SPR-L1.diamond.explain': 'You hold diamonds, so one must go. Ola’s ace wins anyway, so give your smallest, the [[4D]], and keep the queen and jack for later.',
  'SPR-L1.diamond.alt': 'Allowed — it is a diamond. But the ace wins this trick whatever you play, so the [[4D]] would have kept your bigger diamonds for later.',
  'SPR-L1.end.goal': 'The ace wins again: Ola has two tricks. The winner of a trick always leads the next one (SPR-7.4).',
};
