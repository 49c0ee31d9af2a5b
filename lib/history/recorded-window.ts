/**
 * The staleness threshold every recorded queue-history point counts with: the service's default
 * (interface-v2 §8). Pure, for the recorder and the pages that describe its lines.
 */
export const RECORDED_STALE_HOURS = 168;

/**
 * Whether a snapshot asked with this stale window joins the history. Only the default window does:
 * one asked with another (`/queues?windowHours=24`) counts stale takedowns differently, and mixed
 * into one line its points would make a change that never happened.
 */
export function recordsHistory(body: { windowHours?: number }): boolean {
  return (body.windowHours ?? RECORDED_STALE_HOURS) === RECORDED_STALE_HOURS;
}
