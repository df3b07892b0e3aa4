// The course order of the lessons by id: basics first — the table, the cards and the deal → leading and
// following → trumps → the game's exchanges, contracts or bids → scoring → variants — whatever their rule-book ids.
export const course: readonly string[] = [
  'SPD-L14',
  'SPD-L1',
  'SPD-L2',
  'SPD-L3',
  'SPD-L4',
  'SPD-L5',
  'SPD-L6',
  'SPD-L7',
  'SPD-L8',
  'SPD-L9',
  'SPD-L13',
  'SPD-L11',
  'SPD-L10',
  'SPD-L12',
  'SPD-L15',
  'SPD-L16',
  'SPD-L17',
  'SPD-L18',
];
