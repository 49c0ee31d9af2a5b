import { z } from "zod";
import type { OpaqueId } from "./ids";
import { TAKEDOWN_STATUSES } from "./takedown-values";
import { ASSET_LIVENESS, THREAT_STATES, THREAT_TAKEDOWN_STATUSES, WATCHLIST_REASONS } from "./threat-values";
import { FieldReader, isObject, readList } from "./tolerated";

/** A brand named by the reports of an asset. */
export type ThreatBrand = { slug: string | null; name: string | null };
export type ThreatTakedown = { status: string | null; submittedAt: string | null; completedAt: string | null };

/**
 * One row of GET /organization/threats, read field by field: the id is the upsert key (a row
 * without one is left out and counted); every other field missing or of another type is unknown
 * (null, named in `notSent`); an unknown `state`, `livenessStatus` or takedown status is kept as sent.
 */
export type Threat = {
  id: OpaqueId;
  content: string | null;
  type: string | null;
  status: string | null;
  state: string | null;
  livenessStatus: string | null;
  brands: ThreatBrand[];
  firstReportedAt: string | null;
  escalatedAt: string | null;
  blockedAt: string | null;
  takedown: ThreatTakedown | null;
  detailsUrl: string | null;
  updatedAt: string | null;
  notSent?: string[];
};

function readBrand(value: unknown): ThreatBrand | null {
  if (!isObject(value)) return null;
  const slug = typeof value.slug === "string" ? value.slug : null;
  const name = typeof value.name === "string" ? value.name : null;
  return slug === null && name === null ? null : { slug, name };
}

function readTakedown(value: Record<string, unknown>): ThreatTakedown {
  const r = new FieldReader(value, "threats[].takedown");
  return {
    // The feed's own three, and every status the takedown list documents.
    status: r.enumValue("status", [...THREAT_TAKEDOWN_STATUSES, ...TAKEDOWN_STATUSES]),
    submittedAt: r.time("submittedAt", true),
    completedAt: r.time("completedAt", true),
  };
}

function readThreat(value: unknown): Threat | null {
  if (!isObject(value)) return null;
  const r = new FieldReader(value, "threats[]");
  const id = r.id("id");
  if (id === null) return null;
  const fields = {
    id,
    content: r.string("content"),
    type: r.string("type"),
    status: r.string("status"),
    state: r.enumValue(
      "state",
      THREAT_STATES.map((s) => s.toUpperCase()),
    ),
    livenessStatus: r.enumValue("livenessStatus", ASSET_LIVENESS),
    brands: r.list("brands", readBrand),
    firstReportedAt: r.time("firstReportedAt"),
    escalatedAt: r.time("escalatedAt", true),
    blockedAt: r.time("blockedAt", true),
    takedown: r.object("takedown", readTakedown, true),
    detailsUrl: r.string("detailsUrl"),
    updatedAt: r.time("updatedAt"),
  };
  return r.notSent.length > 0 ? { ...fields, notSent: r.notSent } : fields;
}

const cursorOf = (next: unknown): string | null => ((typeof next === "string" && next !== "") || typeof next === "number" ? String(next) : null);

export type ThreatPage = { threats: Threat[]; nextPage: string | null; unreadable?: number };

/** The threats page: `next_page` (or `nextPage`) opaque, null or absent on the last page; only a missing list is an error. */
export const threatListSchema = z
  .looseObject({ threats: z.array(z.unknown()), next_page: z.unknown().optional(), nextPage: z.unknown().optional() })
  .transform(({ threats, next_page, nextPage }): ThreatPage => {
    const { items, dropped } = readList(threats, readThreat, "threats[]");
    const page = { threats: items, nextPage: cursorOf(next_page ?? nextPage) };
    return dropped > 0 ? { ...page, unreadable: dropped } : page;
  });

/** One row of GET /organization/watchlist, read as the threats are. */
export type WatchlistEntry = {
  id: OpaqueId;
  content: string | null;
  type: string | null;
  status: string | null;
  pendingStatus: string | null;
  livenessStatus: string | null;
  watchlistedAt: string | null;
  reason: string | null;
  firstReportedAt: string | null;
  lastScanAt: string | null;
  notSent?: string[];
};

function readWatchlistEntry(value: unknown): WatchlistEntry | null {
  if (!isObject(value)) return null;
  const r = new FieldReader(value, "watchlist[]");
  const id = r.id("id");
  if (id === null) return null;
  const fields = {
    id,
    content: r.string("content"),
    type: r.string("type"),
    status: r.string("status"),
    pendingStatus: r.string("pendingStatus", true),
    livenessStatus: r.enumValue("livenessStatus", ASSET_LIVENESS),
    watchlistedAt: r.time("watchlistedAt", true),
    reason: r.enumValue("reason", WATCHLIST_REASONS, true),
    firstReportedAt: r.time("firstReportedAt"),
    lastScanAt: r.time("lastScanAt", true),
  };
  return r.notSent.length > 0 ? { ...fields, notSent: r.notSent } : fields;
}

export type WatchlistPage = { watchlist: WatchlistEntry[]; nextPage: string | null; total: number | null; unreadable?: number };

export const watchlistSchema = z
  .looseObject({ watchlist: z.array(z.unknown()), next_page: z.unknown().optional(), nextPage: z.unknown().optional(), total: z.unknown().optional() })
  .transform(({ watchlist, next_page, nextPage, total }): WatchlistPage => {
    const { items, dropped } = readList(watchlist, readWatchlistEntry, "watchlist[]");
    const page = {
      watchlist: items,
      nextPage: cursorOf(next_page ?? nextPage),
      total: typeof total === "number" && Number.isSafeInteger(total) && total >= 0 ? total : null,
    };
    return dropped > 0 ? { ...page, unreadable: dropped } : page;
  });
