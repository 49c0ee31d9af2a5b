import { z } from "zod";
import { FieldReader, isObject, readList, withNotSent } from "./tolerated";

type Obj = Record<string, unknown>;
/** A record as read: the service's extra fields kept, and the names of the fields it did not send (or sent unreadable). */
type Read<T> = T & { notSent?: string[] } & { [extra: string]: unknown };

/** A count of the snapshot, or null when the service did not send it (never shown as 0). */
export type SnapshotCount = number | null;

export type AgeBuckets = Read<{ lt24h: SnapshotCount; h24to72: SnapshotCount; h72to168: SnapshotCount; gte168h: SnapshotCount }>;
export type SlaBuckets = Read<{
  breached: SnapshotCount;
  dueWithin24h: SnapshotCount;
  dueWithin72h: SnapshotCount;
  beyond72h: SnapshotCount;
  missingSla: SnapshotCount;
}>;
export type ReviewQueue = Read<{
  totalPendingProposals: SnapshotCount;
  distinctReports: SnapshotCount;
  ageBuckets: AgeBuckets;
  slaBuckets: SlaBuckets;
  byOrg: Read<{ slug: string; pendingProposals: SnapshotCount }>[];
}>;
export type TakedownQueue = Read<{
  totalOpen: SnapshotCount;
  statusCounts: Read<{ todo: SnapshotCount; inProgress: SnapshotCount; pendingInput: SnapshotCount }>;
  ageBuckets: AgeBuckets;
  staleInProgress: SnapshotCount;
  byOrg: Read<{ slug: string; openTakedowns: SnapshotCount }>[];
}>;

/**
 * Section 2.9, read field by field (docs/architecture.md, "The boundary tolerates, and counts"):
 * a count missing or not a non-negative integer is null (unknown, shown in words, never as 0) and
 * named in its object's `notSent`; a bucket object the service did not send reads as all unknown.
 * A `byOrg` row without a slug is left out and counted in `unreadableRows`.
 */
export type QueueSnapshot = Read<{
  generatedAt: string | null;
  /** Always an object: a scope the service did not send reads as slug and `all` unknown. */
  scope: Read<{ slug: string | null; all: boolean | null }>;
  reviewQueue: ReviewQueue;
  takedownQueue: TakedownQueue;
  /** `byOrg` rows the service sent without a slug (present only when some were). */
  unreadableRows?: number;
}>;

/** An object of counts: each key a count or unknown; a missing or non-object value reads as all unknown. */
function readCounts<K extends string>(parent: FieldReader, key: string, keys: readonly K[]): Read<Record<K, SnapshotCount>> {
  const value = parent.record[key];
  if (!isObject(value)) {
    parent.object(key, () => null);
    return { ...(Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>), notSent: [...keys] };
  }
  const r = new FieldReader(value, `${parent.at}.${key}`);
  return withNotSent(r, Object.fromEntries(keys.map((k) => [k, r.count(k)])) as Record<K, SnapshotCount>);
}

const AGE_KEYS = ["lt24h", "h24to72", "h72to168", "gte168h"] as const;

function byOrgRow<C extends string>(countKey: C, at: string) {
  return (value: unknown): Read<{ slug: string } & Record<C, SnapshotCount>> | null => {
    if (!isObject(value) || typeof value.slug !== "string" || value.slug === "") return null;
    const r = new FieldReader(value, at);
    return withNotSent(r, { slug: value.slug, [countKey]: r.count(countKey) } as { slug: string } & Record<C, SnapshotCount>);
  };
}

function readByOrg<C extends string>(parent: FieldReader, countKey: C, dropped: { n: number }): Read<{ slug: string } & Record<C, SnapshotCount>>[] {
  const value = parent.record.byOrg;
  if (!Array.isArray(value)) {
    parent.list("byOrg", () => null);
    return [];
  }
  const read = readList(value, byOrgRow(countKey, `${parent.at}.byOrg[]`), `${parent.at}.byOrg[]`);
  dropped.n += read.dropped;
  return read.items;
}

function readReviewQueue(value: Obj, dropped: { n: number }): ReviewQueue {
  const r = new FieldReader(value, "reviewQueue");
  return withNotSent(r, {
    totalPendingProposals: r.count("totalPendingProposals"),
    distinctReports: r.count("distinctReports"),
    ageBuckets: readCounts(r, "ageBuckets", AGE_KEYS),
    slaBuckets: readCounts(r, "slaBuckets", ["breached", "dueWithin24h", "dueWithin72h", "beyond72h", "missingSla"] as const),
    byOrg: readByOrg(r, "pendingProposals", dropped),
  });
}

function readTakedownQueue(value: Obj, dropped: { n: number }): TakedownQueue {
  const r = new FieldReader(value, "takedownQueue");
  return withNotSent(r, {
    totalOpen: r.count("totalOpen"),
    statusCounts: readCounts(r, "statusCounts", ["todo", "inProgress", "pendingInput"] as const),
    ageBuckets: readCounts(r, "ageBuckets", AGE_KEYS),
    staleInProgress: r.count("staleInProgress"),
    byOrg: readByOrg(r, "openTakedowns", dropped),
  });
}

function readScope(parent: FieldReader): QueueSnapshot["scope"] {
  const value = parent.record.scope;
  if (!isObject(value)) {
    parent.object("scope", () => null);
    return { slug: null, all: null, notSent: ["slug", "all"] };
  }
  const s = new FieldReader(value, "snapshot.scope");
  return withNotSent(s, { slug: s.string("slug"), all: s.boolean("all") });
}

/**
 * POST /operations/queues/snapshot. Refused only when it is not a snapshot at all: no
 * `reviewQueue` or no `takedownQueue` object.
 */
export const queueSnapshotSchema = z.unknown().transform((value, ctx): QueueSnapshot => {
  if (!isObject(value) || !isObject(value.reviewQueue) || !isObject(value.takedownQueue)) {
    ctx.addIssue({ code: "custom", message: "The answer has no reviewQueue and takedownQueue objects", input: value });
    return z.NEVER;
  }
  const dropped = { n: 0 };
  const r = new FieldReader(value, "snapshot");
  const snapshot = withNotSent(r, {
    generatedAt: r.time("generatedAt"),
    scope: readScope(r),
    reviewQueue: readReviewQueue(value.reviewQueue, dropped),
    takedownQueue: readTakedownQueue(value.takedownQueue, dropped),
  });
  return dropped.n > 0 ? { ...snapshot, unreadableRows: dropped.n } : snapshot;
});
