// Sprøyte-lektioner på svenska (rules.md SPR-13).
export const text: Readonly<Record<string, string>> = {
  'SPR-L1.title': 'Bekänn färg – och vem som tar sticket',
  'SPR-L1.intro': 'Varje stick börjar med ett kort, och de andra måste svara i samma färg om de kan. Klöver är trumf i den här första given. Kari sitter till höger om dig och spelar ut.',
  'SPR-L1.done': 'Nu kan du bekänna färg och vet vem som tar sticket. Det är halva sticktagandet.',
  'SPR-L1.keep.goal': 'Ingen byter kort i den här lektionen. Kari är förhand – till vänster om given – så hon spelar ut.',
  'SPR-L1.follow.goal': 'Kari spelade ut hjärter. Bekänn färg: lägg ett hjärter.',
  'SPR-L1.follow.explain': 'Du har hjärter, så du måste lägga ett (SPR-7.3). [[5H]] är ditt minsta: Karis kung slår båda dina hjärter ändå.',
  'SPR-L1.follow.alt': 'Tillåtet – alla hjärter bekänner färg. Men [[8H]] kan inte vinna här, så [[5H]] var det billigare kortet att släppa.',
  'SPR-L1.olaWins.goal': 'Ola lade [[AH]]: högsta hjärter tar sticket, så Ola får det och spelar ut nästa.',
  'SPR-L1.diamond.goal': 'Ola spelar ut [[AD]]. Bekänn färg igen: lägg en ruter.',
  'SPR-L1.diamond.explain': 'Du har ruter, så en av dem måste ut. Olas ess tar sticket ändå, så ge din minsta, [[4D]], och spara damen och knekten till senare.',
  'SPR-L1.diamond.alt': 'Tillåtet – det är ruter. Men esset tar sticket vad du än lägger, så [[4D]] hade sparat dina större ruter.',
  'SPR-L1.end.goal': 'Esset vinner igen: Ola har två stick. Den som tar ett stick spelar alltid ut till nästa (SPR-7.4).',
};
