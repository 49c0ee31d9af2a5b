import "server-only";

/** Per-call options every operation function takes last. */
export type CallOptions = {
  signal?: AbortSignal;
  requestId?: string;
  /** For a read polled again and again: an unchanged answer is not checked anew (client.ts `reuseChecked`). */
  reuseChecked?: boolean;
};

/** An id for a path segment, as received (number or numeric string). The client validates the segment. */
export type PathId = number | string;
