// Sprøyte-leksjoner på bokmål (rules.md SPR-13).
export const text: Readonly<Record<string, string>> = {
  'SPR-L1.title': 'Følg farge – og hvem som tar stikket',
  'SPR-L1.intro': 'Hvert stikk begynner med ett kort, og de andre må svare i samme farge hvis de kan. Kløver er trumf i denne første given. Kari sitter til høyre for deg og spiller ut.',
  'SPR-L1.done': 'Nå kan du følge farge, og du vet hvem som tar stikket. Det er halve stikkspillet.',
  'SPR-L1.keep.goal': 'Ingen bytter kort i denne leksjonen. Kari er i forhånd – til venstre for giveren – så hun spiller ut.',
  'SPR-L1.follow.goal': 'Kari spilte ut hjerter. Følg farge: legg et hjerter.',
  'SPR-L1.follow.explain': 'Du har hjerter, så du må legge et (SPR-7.3). [[5H]] er det minste: Karis konge slår begge hjerterne dine uansett.',
  'SPR-L1.follow.alt': 'Lov – alle hjerter følger farge. Men [[8H]] kan ikke vinne her, så [[5H]] var det billigste kortet å gi fra seg.',
  'SPR-L1.olaWins.goal': 'Ola la [[AH]]: høyeste hjerter tar stikket, så Ola får det og spiller ut neste.',
  'SPR-L1.diamond.goal': 'Ola spiller ut [[AD]]. Følg farge igjen: legg en ruter.',
  'SPR-L1.diamond.explain': 'Du har ruter, så en av dem må ut. Olas ess tar stikket uansett, så gi den minste, [[4D]], og spar dame og knekt til senere.',
  'SPR-L1.diamond.alt': 'Lov – det er ruter. Men esset tar stikket uansett hva du legger, så [[4D]] hadde spart de større ruterne dine.',
  'SPR-L1.end.goal': 'Esset vinner igjen: Ola har to stikk. Den som tar et stikk, spiller alltid ut til det neste (SPR-7.4).',
};
