// The course order of the lessons by id: basics first — the table, the cards and the deal → leading and
// following → trumps → the game's exchanges, contracts or bids → scoring → variants — whatever their rule-book ids.
export const course: readonly string[] = [
  'SPR-L15',
  'SPR-L16',
  'SPR-L1',
  'SPR-L2',
  'SPR-L3',
  'SPR-L4',
  'SPR-L5',
  'SPR-L6',
  'SPR-L7',
  'SPR-L10',
  'SPR-L11',
  'SPR-L13',
  'SPR-L18',
  'SPR-L12',
  'SPR-L14',
  'SPR-L8',
  'SPR-L9',
  'SPR-L17',
];
