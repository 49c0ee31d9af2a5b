// Queue history at a year's worth (issue 9): 20 scopes, each with what thinning keeps of a year
// watched every minute (minute points for a day, 15-minute points for 30 days, hourly for a year).
// Figures: the console store's size on disk, and the 30-day trend query's time.
// Targets: under 50 MB, and under 20 ms.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { createDb } from "@/lib/db";
import { queueTrend } from "@/lib/history/queue-history";
import { summarize, timeMs } from "./lib/stats";
import type { Bench, Figure } from "./lib/types";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = new Date("2026-11-20T12:00:00.000Z");

/** The timestamps thinning keeps of one year recorded every minute. */
function thinnedYear(now: number): number[] {
  const points: number[] = [];
  for (let t = now - 365 * DAY; t < now - 30 * DAY; t += HOUR) points.push(t);
  for (let t = now - 30 * DAY; t < now - DAY; t += 15 * MIN) points.push(t);
  for (let t = now - DAY; t <= now; t += MIN) points.push(t);
  return points;
}

const bench: Bench = {
  description: "Queue history: a year for 20 scopes in the console store (size), and the 30-day trend query",
  async run({ smoke, tmpDir, log }) {
    const scopes = smoke ? 2 : 20;
    const file = path.join(tmpDir, "console.sqlite");
    const db = await createDb({ sqlitePath: file });
    const stamps = thinnedYear(NOW.getTime());
    log(`inserting ${stamps.length} points × ${scopes} scopes`);
    for (let s = 0; s < scopes; s++) {
      const scope = s === 0 ? "all" : `org:org-${s}`;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < stamps.length; i += 500) {
          const rows = stamps.slice(i, i + 500).map((t, j) => {
            const at = new Date(t);
            const n = 800 + ((i + j) % 400);
            return {
              scope,
              minute: at.toISOString().slice(0, 16),
              total_pending: n,
              sla_breached: Math.floor(n / 2),
              open_takedowns: 150 + ((i + j) % 30),
              stale_in_progress: (i + j) % 20,
            };
          });
          await trx.insertInto("queue_history").values(rows).execute();
        }
      });
    }
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    await sql`VACUUM`.execute(db);
    const bytes = ["", "-wal", "-shm"].reduce((sum, suffix) => sum + (fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : 0), 0);

    const rounds = smoke ? 5 : 50;
    const timings: number[] = [];
    let points = 0;
    for (let r = 0; r < rounds; r++) {
      const scope = r % scopes === 0 ? "all" : `org:org-${r % scopes}`;
      timings.push(await timeMs(async () => (points = (await queueTrend(db, scope, "30d", NOW)).points.length)));
    }
    await db.destroy();
    const trend = summarize(timings);
    const figures: Figure[] = [
      {
        name: `history store size · ${scopes} scopes × ${stamps.length} points (a thinned year)`,
        stat: "MB",
        value: Math.round((bytes / 1e6) * 100) / 100,
        unit: "count",
        target: smoke ? undefined : { max: 50 },
        note: "SQLite file after checkpoint and VACUUM, in MB",
      },
      {
        name: `30-day trend query · ${points} points`,
        stat: "p95",
        value: trend.p95,
        unit: "ms",
        target: { max: 20 },
        detail: { p50: trend.p50, p99: trend.p99 },
      },
    ];
    return figures;
  },
};

export default bench;
