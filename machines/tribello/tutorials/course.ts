// The course order of the lessons by id: basics first — the table, the cards and the deal → leading and
// following → trumps → the game's exchanges, contracts or bids → scoring → variants — whatever their rule-book ids.
export const course: readonly string[] = [
  'TRB-L1',
  'TRB-L2',
  'TRB-L4',
  'TRB-L3',
  'TRB-L7',
  'TRB-L5',
  'TRB-L6',
  'TRB-L8',
  'TRB-L9',
  'TRB-L10',
  'TRB-L12',
  'TRB-L11',
];
