// A thing said at the table in two lengths: the event line's and the screen reader's.

export interface Said {
  /** The visible event line ("Kari plays ♥K"). */
  readonly short: string;
  /** What the screen reader hears ("Kari plays King of hearts"). */
  readonly full: string;
}
