import "server-only";
import type { Database } from "better-sqlite3";
import type { TakedownListBody } from "@/lib/contract/takedown-request";
import { ServiceError } from "../context";

/**
 * The takedowns of POST /takedowns/list, read from the same `takedowns` rows the queue snapshot and
 * the takedown healthchecks count, so every figure agrees with the list.
 *
 * The table holds no assignee or brand; both are derived so they are stable: the brand is the one
 * of the organization's earliest report naming the takedown's asset, and the assignee one of the
 * service's takedown agents (staff reporters), none while the takedown is TODO. Liveness comes
 * from the asset: dead → DEAD, scanned → ALIVE, otherwise UNKNOWN. `updatedAt` is the last status
 * change. `startDate` / `endDate` bound `createdAt`, both inclusive.
 */
export type TakedownRow = {
  id: number;
  status: string;
  created_at: string;
  updated_at: string;
  asset_id: number | null;
  content: string | null;
  type: string | null;
  liveness: "UNKNOWN" | "ALIVE" | "DEAD";
  brand_id: number | null;
  brand_name: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
};

/** Reporter rows (seed catalog order) who work takedowns; a takedown's id picks one, or nobody. */
const AGENT_ROLES = "('REVIEWER', 'SUPPORT')";

const VIEW = `
  SELECT v.*, b.name AS brand_name, ag.id AS assignee_id, ag.full_name AS assignee_name FROM (
    SELECT t.id, t.status, t.created_at, t.status_changed_at AS updated_at, t.asset_id, a.content, a.type,
      CASE WHEN a.id IS NULL THEN 'UNKNOWN' WHEN a.is_dead = 1 THEN 'DEAD'
           WHEN EXISTS (SELECT 1 FROM scans s WHERE s.asset_id = a.id) THEN 'ALIVE' ELSE 'UNKNOWN' END AS liveness,
      (SELECT r.brand_id FROM proposals p JOIN reports r ON r.id = p.report_id
        WHERE p.asset_id = t.asset_id AND r.organization_id = t.organization_id AND r.brand_id IS NOT NULL
        ORDER BY r.id LIMIT 1) AS brand_id
    FROM takedowns t LEFT JOIN assets a ON a.id = t.asset_id
    WHERE t.organization_id = @org
  ) v
  LEFT JOIN brands b ON b.id = v.brand_id
  LEFT JOIN (SELECT id, full_name, ROW_NUMBER() OVER (ORDER BY id) - 1 AS slot, COUNT(*) OVER () AS n
    FROM reporters WHERE role IN ${AGENT_ROLES}) ag
    ON v.status <> 'TODO' AND v.id % 4 <> 0 AND ag.slot = ((v.id % 4) - 1) % ag.n`;

type Position = { value: string; id: number };

export function encodePage(position: Position): string {
  return Buffer.from(JSON.stringify([position.value, position.id]), "utf8").toString("base64url");
}

function decodePage(page: string): Position {
  const invalid = () => new ServiceError(400, "BAD_REQUEST", "Invalid next_page: pass back the value of the previous answer unchanged");
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(page, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [value, id] = parsed as unknown[];
  if (typeof value !== "string" || typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) throw invalid();
  return { value, id };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const DEFAULT_TAKEDOWN_PAGE_SIZE = 20;

/** One page in the body's order (default newest created first; ties by id in the same direction). */
export function listTakedownRows(db: Database, organizationId: number, body: TakedownListBody): { rows: TakedownRow[]; nextPage: string | null } {
  const where: string[] = [];
  const params: Record<string, unknown> = { org: organizationId };
  const addList = (column: string, name: string, values: readonly string[] | undefined) => {
    if (!values || values.length === 0) return;
    const names = values.map((value, i) => {
      params[`${name}${i}`] = value;
      return `@${name}${i}`;
    });
    where.push(`${column} IN (${names.join(", ")})`);
  };
  addList("status", "status", body.takedownStatus);
  addList("type", "type", body.assetType);
  addList("liveness", "live", body.livenessStatus);
  if (body.startDate) {
    params.startDate = new Date(body.startDate).toISOString();
    where.push("created_at >= @startDate");
  }
  if (body.endDate) {
    params.endDate = new Date(body.endDate).toISOString();
    where.push("created_at <= @endDate");
  }
  if (body.query) {
    params.query = `%${escapeLike(body.query.toLowerCase())}%`;
    params.queryId = /^[0-9]{1,15}$/.test(body.query) ? Number(body.query) : -1;
    where.push(`(lower(content) LIKE @query ESCAPE '\\' OR lower(brand_name) LIKE @query ESCAPE '\\'
      OR lower(assignee_name) LIKE @query ESCAPE '\\' OR id = @queryId)`);
  }
  const sort = body.sorting?.[0] ?? { key: "createdAt", direction: "desc" };
  const column = sort.key === "updatedAt" ? "updated_at" : "created_at";
  const dir = sort.direction === "asc" ? "ASC" : "DESC";
  if (body.next_page) {
    const after = decodePage(body.next_page);
    params.afterValue = after.value;
    params.afterId = after.id;
    where.push(`(${column}, id) ${dir === "ASC" ? ">" : "<"} (@afterValue, @afterId)`);
  }
  const limit = body.per_page ?? DEFAULT_TAKEDOWN_PAGE_SIZE;
  params.limit = limit + 1;
  const sql = `SELECT * FROM (${VIEW}) WHERE ${where.length > 0 ? where.join(" AND ") : "1 = 1"}
    ORDER BY ${column} ${dir}, id ${dir} LIMIT @limit`;
  const found = db.prepare(sql).all(params) as TakedownRow[];
  const rows = found.slice(0, limit);
  const last = rows.at(-1);
  const nextPage = found.length > limit && last ? encodePage({ value: column === "updated_at" ? last.updated_at : last.created_at, id: last.id }) : null;
  return { rows, nextPage };
}
