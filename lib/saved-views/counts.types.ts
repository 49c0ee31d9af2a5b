/** A saved view's count as screens show it (isomorphic). */

/**
 * How many items a saved view holds: what the views bar shows and the "saved view count" alert
 * signal watches, one cheap call each. /reports asks the service for one report (`limit=1`) and
 * reads its `totalCount`; /triage counts the console's own cached walk (no call); /takedowns reads
 * the list (it has no total), at most TAKEDOWN_COUNT_CAP items.
 */
export type ViewCount = {
  /** null when it cannot be known now (the service failed, the queue is not walked yet). */
  count: number | null;
  /** The list goes on past the count (takedowns beyond the cap). */
  more: boolean;
  countedAt: string;
};
