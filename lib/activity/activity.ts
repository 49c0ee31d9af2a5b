import "server-only";
import type { AuditEvent, AuditEventPage } from "@/lib/api/audit-event.types";
import { badRequest } from "@/lib/bff/errors";
import { CSV_BOM, csvRow } from "@/lib/csv";
import { getDb } from "@/lib/db";
import { InvalidAuditCursorError, listAuditEvents } from "@/lib/db/audit-events";
import { type ActivityFilters, type ActivityListQuery, activityFiltersSchema, activityListQuerySchema } from "./activity-schemas";

export type { ActivityFilters, ActivityListQuery };
export { activityFiltersSchema, activityListQuerySchema };

function toListOptions(f: ActivityFilters) {
  return { username: f.user, action: f.action, outcome: f.outcome, from: f.from, to: f.to };
}

/** One page of the log, newest first. A cursor that is not ours is a 400, not a 500. */
export async function listActivity(query: ActivityListQuery): Promise<AuditEventPage> {
  const db = await getDb();
  try {
    return await listAuditEvents(db, { ...toListOptions(query), cursor: query.cursor, limit: query.limit });
  } catch (error) {
    if (error instanceof InvalidAuditCursorError) throw badRequest("The page cursor is not valid; load the log again from the start");
    throw error;
  }
}

export const CSV_COLUMNS = [
  "id",
  "occurred_at",
  "completed_at",
  "user",
  "role",
  "action",
  "target",
  "outcome",
  "http_status",
  "request_id",
  "ip",
  "input_summary",
] as const;

function eventCells(e: AuditEvent): unknown[] {
  return [e.id, e.occurredAt, e.completedAt, e.username, e.role, e.action, e.target, e.outcome, e.httpStatus, e.requestId, e.ip, e.inputSummary];
}

const EXPORT_PAGE = 500;

/**
 * Every matching event as CSV, streamed page by page on the keyset cursor, so an export of the
 * whole log never sits in memory. Starts with a BOM so spreadsheets read it as UTF-8.
 */
export function activityCsvStream(filters: ActivityFilters, pageSize = EXPORT_PAGE): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(CSV_COLUMNS)));
        return;
      }
      const db = await getDb();
      const page = await listAuditEvents(db, { ...toListOptions(filters), cursor, limit: pageSize });
      if (page.items.length > 0) controller.enqueue(encoder.encode(page.items.map((e) => csvRow(eventCells(e))).join("")));
      if (page.nextCursor === null) controller.close();
      else cursor = page.nextCursor;
    },
  });
}

export function activityCsvResponse(filters: ActivityFilters, now = new Date()): Response {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return new Response(activityCsvStream(filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rampart-activity-${stamp}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
