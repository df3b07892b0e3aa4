// Sprøyte-lektioner på dansk (rules.md SPR-13).
export const text: Readonly<Record<string, string>> = {
  'SPR-L1.title': 'Bekend kulør – og hvem der tager stikket',
  'SPR-L1.intro': 'Hvert stik begynder med ét kort, og de andre skal svare i samme kulør, hvis de kan. Klør er trumf i denne første kortgivning. Kari sidder til højre for dig og spiller ud.',
  'SPR-L1.done': 'Nu kan du bekende kulør, og du ved, hvem der tager stikket. Det er det halve af ethvert stikspil.',
  'SPR-L1.keep.goal': 'Ingen bytter kort i denne lektion. Kari er i forhånd – til venstre for giveren – så hun spiller ud.',
  'SPR-L1.follow.goal': 'Kari spillede hjerter ud. Bekend kulør: læg et hjerter.',
  'SPR-L1.follow.explain': 'Du har hjerter, så du skal lægge et (SPR-7.3). [[5H]] er dit mindste: Karis konge slår begge dine hjerter alligevel.',
  'SPR-L1.follow.alt': 'Tilladt – alle hjerter bekender kulør. Men [[8H]] kan ikke vinde her, så [[5H]] var det billigste kort at give.',
  'SPR-L1.olaWins.goal': 'Ola lagde [[AH]]: højeste hjerter tager stikket, så Ola får det og spiller ud til det næste.',
  'SPR-L1.diamond.goal': 'Ola spiller [[AD]] ud. Bekend kulør igen: læg en ruder.',
  'SPR-L1.diamond.explain': 'Du har ruder, så en af dem skal ud. Olas es tager stikket alligevel, så giv din mindste, [[4D]], og gem damen og knægten til senere.',
  'SPR-L1.diamond.alt': 'Tilladt – det er ruder. Men esset tager stikket, uanset hvad du lægger, så [[4D]] havde gemt dine større ruder.',
  'SPR-L1.end.goal': 'Esset vinder igen: Ola har to stik. Den, der tager et stik, spiller altid ud til det næste (SPR-7.4).',
};
