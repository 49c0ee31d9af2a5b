/** The first retry after the stream drops, and the most a retry waits (docs/architecture.md, "Live updates"). */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;

/**
 * How long to wait before the `attempt`-th reconnection (0-based): doubling from a second up to
 * thirty, each spread over its upper half at random so tabs dropped together (a deploy, a network
 * blip) do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_FIRST_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
