/**
 * A poll's interval while this tab's live stream is up: five times longer, and at least 30 s. The
 * stream says when to refresh; the poll stays as a safety net for an event that never arrived.
 * While the stream is down the page polls as it always did (components/live). Only for data whose
 * every change the console publishes (its own triage store), never the service's figures.
 */
export function pollEvery(ms: number, live: boolean): number {
  return live ? Math.max(ms * 5, 30_000) : ms;
}
