/**
 * What the wall (and /queues) say about their data: live, stale (last good data kept, latest
 * refresh failed), down (nothing to show yet), revoked (the wall link was revoked) or
 * signed-out. Pure, so a soak can drive it with the outcomes of its own requests.
 */

export type FetchFailure = { status: number; code?: string; message: string; requestId?: string };

/** One polled source (the snapshot, the health run): its last good data time and its latest failure. */
export type SourceState = {
  /** When the last good data arrived (epoch ms), null if never. */
  updatedAt: number | null;
  /** The latest attempt's failure, null when the latest attempt succeeded (or none was made). */
  failure: FetchFailure | null;
};

export type SessionMode = "wall" | "user";

export type Connection =
  | { kind: "loading" }
  | { kind: "live"; updatedAt: number }
  | { kind: "stale"; staleSince: number; failure: FetchFailure }
  | { kind: "down"; failure: FetchFailure }
  | { kind: "revoked" }
  | { kind: "signed-out" };

export function connectionState(sources: readonly SourceState[], mode: SessionMode): Connection {
  const failing = sources.filter((s) => s.failure !== null);
  // A 401 anywhere: the session itself is gone. For a wall link that means it was revoked.
  if (failing.some((s) => s.failure!.status === 401)) return mode === "wall" ? { kind: "revoked" } : { kind: "signed-out" };
  if (failing.length > 0) {
    // Stale: a failing part still shows its last good data. A part that never loaded is not
    // "stale" (nothing of it is on screen): alone, that is "down".
    const keptOnScreen = failing.filter((s) => s.updatedAt !== null);
    if (keptOnScreen.length === 0) return { kind: "down", failure: failing[0].failure! };
    return { kind: "stale", staleSince: Math.min(...keptOnScreen.map((s) => s.updatedAt!)), failure: keptOnScreen[0].failure! };
  }
  if (sources.length === 0 || sources.some((s) => s.updatedAt === null)) return { kind: "loading" };
  return { kind: "live", updatedAt: Math.min(...sources.map((s) => s.updatedAt!)) };
}

/** Whether polling should go on: a revoked link or an ended session stops it. */
export function shouldPoll(connection: Connection): boolean {
  return connection.kind !== "revoked" && connection.kind !== "signed-out";
}

/** Whether the connection-lost indicator shows. */
export function connectionLost(connection: Connection): boolean {
  return connection.kind === "stale" || connection.kind === "down";
}

/** The shape react-query gives a source, reduced to a SourceState. */
export function sourceFromQuery(query: { status: "pending" | "error" | "success"; dataUpdatedAt: number; error: unknown }): SourceState {
  return {
    updatedAt: query.dataUpdatedAt > 0 ? query.dataUpdatedAt : null,
    failure: query.status === "error" ? toFetchFailure(query.error) : null,
  };
}

export function toFetchFailure(error: unknown): FetchFailure {
  if (error && typeof error === "object" && "status" in error && typeof (error as { status: unknown }).status === "number") {
    const e = error as { status: number; code?: unknown; message?: unknown; requestId?: unknown };
    return {
      status: e.status,
      code: typeof e.code === "string" ? e.code : undefined,
      message: typeof e.message === "string" ? e.message : "Request failed",
      requestId: typeof e.requestId === "string" ? e.requestId : undefined,
    };
  }
  return { status: 0, message: error instanceof Error ? error.message : "Request failed" };
}
