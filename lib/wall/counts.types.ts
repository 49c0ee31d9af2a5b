/** What GET /api/wall/counts answers (isomorphic): the console's own figures for the wall. */
export type WallCountsView = {
  /** Reported assets the service blocked, seen offline and now online again. */
  blockedLiveAgain: number;
  /** Watchlisted assets seen offline and now online again. */
  watchlistedLiveAgain: number;
  /** The organization's most used tags, by items (reports and proposals) carrying them. */
  tags: { tag: string; count: number }[];
  /** Items (reports and proposals) assigned to someone. */
  assigned: number;
};
