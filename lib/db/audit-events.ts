import "server-only";
import { type Kysely, type Selectable, sql } from "kysely";
import { z } from "zod";
import type { AuditEvent, AuditEventPage, AuditOutcome } from "@/lib/api/audit-event.types";
import type { AuditEventsTable, Database } from "./schema";

export type FinalAuditOutcome = Exclude<AuditOutcome, "pending">;

const newAuditEventSchema = z.object({
  username: z.string().max(200).nullish(),
  role: z.string().max(32).nullish(),
  action: z.string().min(1).max(100),
  target: z.string().max(500).nullish(),
  inputSummary: z.unknown().optional(),
  requestId: z.string().min(1).max(200),
  ip: z.string().max(100).nullish(),
  occurredAt: z.union([z.date(), z.iso.datetime({ offset: true })]).optional(),
});
export type NewAuditEvent = z.input<typeof newAuditEventSchema>;

const completionSchema = z.object({
  outcome: z.enum(["success", "failure", "error"]),
  httpStatus: z.number().int().min(100).max(599).nullish(),
  completedAt: z.union([z.date(), z.iso.datetime({ offset: true })]).optional(),
  /** Set when the call learned its target only as it ran (a bulk action's items, lib/marks). */
  target: z.string().max(500).optional(),
});
export type AuditCompletion = z.input<typeof completionSchema>;

/** Summaries bigger than this are replaced by a marker so one request cannot bloat the log. */
const MAX_SUMMARY_CHARS = 4000;

function toIso(value: Date | string | undefined): string {
  return (value === undefined ? new Date() : new Date(value)).toISOString();
}

function summaryJson(summary: unknown): string | null {
  if (summary === undefined || summary === null) return null;
  let json: string | undefined;
  try {
    json = JSON.stringify(summary);
  } catch {
    return JSON.stringify({ unserializable: true });
  }
  if (json === undefined) return null;
  if (json.length > MAX_SUMMARY_CHARS) return JSON.stringify({ truncated: true, length: json.length });
  return json;
}

function insertRow(e: NewAuditEvent, outcome: AuditOutcome, httpStatus: number | null, completedAt: string | null) {
  const event = newAuditEventSchema.parse(e);
  return {
    occurred_at: toIso(event.occurredAt),
    completed_at: completedAt,
    username: event.username ?? null,
    role: event.role ?? null,
    action: event.action,
    target: event.target ?? null,
    input_summary: summaryJson(event.inputSummary),
    outcome,
    http_status: httpStatus,
    request_id: event.requestId,
    ip: event.ip ?? null,
  };
}

/** Writes a `pending` event before the upstream call; returns its id for completeAuditEvent. */
export async function insertPendingAuditEvent(db: Kysely<Database>, e: NewAuditEvent): Promise<number> {
  const row = await db
    .insertInto("audit_events")
    .values(insertRow(e, "pending", null, null))
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Marks a pending event done. Returns false when no pending event has that id. */
export async function completeAuditEvent(db: Kysely<Database>, id: number, completion: AuditCompletion): Promise<boolean> {
  const c = completionSchema.parse(completion);
  const result = await db
    .updateTable("audit_events")
    .set({ outcome: c.outcome, http_status: c.httpStatus ?? null, completed_at: toIso(c.completedAt), ...(c.target === undefined ? {} : { target: c.target }) })
    .where("id", "=", id)
    .where("outcome", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One-shot event for things that complete at once (sign-in, CLI user changes). */
export async function recordAuditEvent(db: Kysely<Database>, e: NewAuditEvent & { outcome: FinalAuditOutcome; httpStatus?: number | null }): Promise<number> {
  const outcome = z.enum(["success", "failure", "error"]).parse(e.outcome);
  const httpStatus = z.number().int().min(100).max(599).nullish().parse(e.httpStatus) ?? null;
  const row = insertRow(e, outcome, httpStatus, null);
  row.completed_at = row.occurred_at;
  const inserted = await db.insertInto("audit_events").values(row).returning("id").executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export class InvalidAuditCursorError extends Error {
  constructor() {
    super("Invalid audit log cursor");
    this.name = "InvalidAuditCursorError";
  }
}

const cursorSchema = z.tuple([z.iso.datetime(), z.number().int().positive()]);

export function encodeAuditCursor(event: Pick<AuditEvent, "occurredAt" | "id">): string {
  return Buffer.from(JSON.stringify([event.occurredAt, event.id])).toString("base64url");
}

export function decodeAuditCursor(cursor: string): { occurredAt: string; id: number } {
  try {
    const [occurredAt, id] = cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return { occurredAt, id };
  } catch {
    throw new InvalidAuditCursorError();
  }
}

export const listAuditEventsOptionsSchema = z.object({
  username: z.string().min(1).max(200).optional(),
  action: z.string().min(1).max(100).optional(),
  outcome: z.enum(["success", "failure", "error"]).optional(),
  /** Inclusive lower bound on occurred_at. */
  from: z.union([z.date(), z.iso.datetime({ offset: true })]).optional(),
  /** Exclusive upper bound on occurred_at. */
  to: z.union([z.date(), z.iso.datetime({ offset: true })]).optional(),
  cursor: z.string().min(1).max(500).optional(),
  limit: z.number().int().min(1).max(500),
});
export type ListAuditEventsOptions = z.input<typeof listAuditEventsOptionsSchema>;

/** `%`, `_` and the escape itself, taken literally in a LIKE pattern with `escape '\\'`. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Newest first, keyset-paginated on (occurred_at, id). Throws InvalidAuditCursorError on a bad cursor. */
export async function listAuditEvents(db: Kysely<Database>, options: ListAuditEventsOptions): Promise<AuditEventPage> {
  const o = listAuditEventsOptionsSchema.parse(options);
  const after = o.cursor ? decodeAuditCursor(o.cursor) : undefined;
  let query = db.selectFrom("audit_events").selectAll();
  // A person types part of a name in any case ("Ali" finds "alice"); both engines compare lower case.
  if (o.username) query = query.where(sql<boolean>`lower(username) like ${`%${likeEscaped(o.username.toLowerCase())}%`} escape '\\'`);
  if (o.action) query = query.where("action", "=", o.action.trim().toLowerCase());
  if (o.outcome) query = query.where("outcome", "=", o.outcome);
  if (o.from) query = query.where("occurred_at", ">=", toIso(o.from));
  if (o.to) query = query.where("occurred_at", "<", toIso(o.to));
  if (after) {
    query = query.where(({ eb, refTuple, tuple }) => eb(refTuple("occurred_at", "id"), "<", tuple(after.occurredAt, after.id)));
  }
  const rows = await query
    .orderBy("occurred_at", "desc")
    .orderBy("id", "desc")
    .limit(o.limit + 1)
    .execute();
  const items = rows.slice(0, o.limit).map(toAuditEvent);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > o.limit && last ? encodeAuditCursor(last) : null };
}

export async function getAuditEvent(db: Kysely<Database>, id: number): Promise<AuditEvent | null> {
  const row = await db.selectFrom("audit_events").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toAuditEvent(row) : null;
}

function toAuditEvent(row: Selectable<AuditEventsTable>): AuditEvent {
  let inputSummary: unknown = null;
  if (row.input_summary !== null) {
    try {
      inputSummary = JSON.parse(row.input_summary);
    } catch {
      inputSummary = null;
    }
  }
  return {
    id: Number(row.id),
    occurredAt: row.occurred_at,
    completedAt: row.completed_at,
    username: row.username,
    role: row.role,
    action: row.action,
    target: row.target,
    inputSummary,
    outcome: row.outcome,
    httpStatus: row.http_status === null ? null : Number(row.http_status),
    requestId: row.request_id,
    ip: row.ip,
  };
}
