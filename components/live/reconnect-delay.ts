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

/**
 * After a server said `bye` because it is shutting down (lib/live/stream.ts SHUTDOWN_BYE): longer
 * than the server's idle keep-alive, so the connection closes and the next stream reaches an
 * instance still running; spread so a fleet's tabs do not return in one instant.
 */
export const SHUTDOWN_RECONNECT_MS = 8_000;

export function shutdownReconnectDelay(random: () => number = Math.random): number {
  return Math.round(SHUTDOWN_RECONNECT_MS + SHUTDOWN_RECONNECT_MS * random());
}

/** Whether a `bye` says the server is shutting down (its data `{"reason":"shutdown"}`), not that the stream is old. */
export function isShutdownBye(data: unknown): boolean {
  if (typeof data !== "string") return false;
  try {
    return (JSON.parse(data) as { reason?: unknown } | null)?.reason === "shutdown";
  } catch {
    return false;
  }
}

/**
 * After the server refused a stream (429: too many open, lib/live/live-response.ts): its
 * Retry-After, or this tab's backoff when that is longer, spread over half as much again so tabs
 * refused together do not return together. The page polls meanwhile.
 */
export function refusedReconnectDelay(retryAfter: string | null, attempt: number, random: () => number = Math.random): number {
  const seconds = Number(retryAfter);
  const serverMs = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) * 1000 : RECONNECT_CAP_MS;
  const floor = Math.max(
    serverMs,
    reconnectDelay(attempt, () => 1),
  );
  return Math.round(floor + (floor / 2) * random());
}
