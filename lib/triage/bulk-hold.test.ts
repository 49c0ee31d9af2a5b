import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/create-db";
import type { Database } from "@/lib/db/schema";
import { testEngines } from "@/lib/db/testing";
import { orgKey } from "@/lib/testing/organization-keys";
import { type PostgresServer, startPostgres } from "@/lib/testing/postgres";
import { type BulkCandidate, holdWithinBudget } from "./bulk-hold";
import { claimDueReviews, confirmPlanned, undoReviews } from "./outbox";
import { budgetOf } from "./triage-service";

const NOW = new Date("2026-11-27T12:00:00.000Z");
const ORG = orgKey("");

/** Two "instances": two independent connections (pools) to one database. */
function useTwoInstances(engine: "sqlite" | "postgres") {
  const dbs: Kysely<Database>[] = [];
  let server: PostgresServer | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    if (engine === "postgres") {
      server = await startPostgres();
      dbs.push(await createDb({ databaseUrl: server.url }), await createDb({ databaseUrl: server.url }));
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-bulk-hold-"));
      const file = path.join(dir, "console.sqlite");
      dbs.push(await createDb({ sqlitePath: file }), await createDb({ sqlitePath: file }));
    }
  }, 60_000);
  beforeEach(async () => {
    for (const table of ["review_outbox", "audit_events", "console_state"] as const) await dbs[0]!.deleteFrom(table).execute();
  });
  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => dbs as [Kysely<Database>, Kysely<Database>];
}

const candidates = (prefix: string, n: number): BulkCandidate[] =>
  Array.from({ length: n }, (_, i) => ({
    org: ORG,
    proposalId: `${prefix}${i}`,
    reportId: "rpt_1",
    reportUpdatedAt: "2026-11-26T00:00:00.000Z",
    assetContent: `https://${prefix}${i}.example`,
    proposedAt: null,
    body: { assetId: i + 1, decision: "REJECT", rejectReason: "irrelevant" },
  }));

/** What a reviewer meets: the service's 10 a day less what the console holds (triage-service.ts). */
const remaining = (trx: Kysely<Database>) => budgetOf(trx, ORG, NOW).then((b) => b.remaining);
const ann = { username: "ann", userId: 1, role: "reviewer" };
const bob = { username: "bob", userId: 2, role: "reviewer" };

describe.each(testEngines())("bulk decisions within the budget on %s", (engine) => {
  const instances = useTwoInstances(engine);

  it("holds what the budget covers and offers the rest: twelve with ten left are ten held, two over", async () => {
    const [a] = instances();
    const outcome = await holdWithinBudget(a, candidates("p", 12), ann, NOW, 10_000, remaining);
    expect(outcome.held.map((r) => r.proposal_id)).toEqual(candidates("p", 10).map((c) => c.proposalId));
    expect(outcome.overBudget).toEqual(["p10", "p11"]);
  });

  it("never holds more than the budget when two reviewers decide at once", async () => {
    const [a, b] = instances();
    // Two instances share PostgreSQL; a SQLite store has one instance, its one connection shared by every request
    // (a second connection's wait for the write lock would block the process that holds it).
    const other = engine === "postgres" ? b : a;
    const [first, second] = await Promise.all([
      holdWithinBudget(a, candidates("a", 8), ann, NOW, 10_000, remaining),
      holdWithinBudget(other, candidates("b", 8), bob, NOW, 10_000, remaining),
    ]);
    expect(first.held.length + second.held.length).toBe(10);
    expect(first.overBudget.length + second.overBudget.length).toBe(6);
    const held = await a.selectFrom("review_outbox").select("proposal_id").where("status", "=", "held").execute();
    expect(held).toHaveLength(10);
  });

  it("counts a proposal another reviewer holds as theirs, not against the budget twice", async () => {
    const [a, b] = instances();
    await holdWithinBudget(a, candidates("p", 2), ann, NOW, 10_000, remaining);
    const outcome = await holdWithinBudget(b, candidates("p", 4), bob, NOW, 10_000, remaining);
    expect(outcome.alreadyHeld).toEqual([
      { proposalId: "p0", username: "ann" },
      { proposalId: "p1", username: "ann" },
    ]);
    expect(outcome.held.map((r) => r.proposal_id)).toEqual(["p2", "p3"]);
  });

  it("a plan (Today's ten) waits for its reviewer: never claimed for sending, holding its place in the budget, then confirmed for the undo window", async () => {
    const [a] = instances();
    const plan = await holdWithinBudget(a, candidates("t", 4), ann, NOW, 10_000, remaining, true);
    expect(plan.held.map((r) => r.status)).toEqual(["planned", "planned", "planned", "planned"]);
    expect(await remaining(a)).toBe(6);
    // Long after any undo window, the sender finds nothing to send.
    expect(await claimDueReviews(a, "sender", new Date(NOW.getTime() + 86_400_000))).toEqual([]);
    // A plan and a held review of one proposal cannot both stand.
    expect((await holdWithinBudget(a, candidates("t", 1), bob, NOW, 10_000, remaining)).alreadyHeld).toEqual([{ proposalId: "t0", username: "ann" }]);

    const ids = plan.held.map((r) => Number(r.id));
    const later = new Date(NOW.getTime() + 60_000);
    expect(await confirmPlanned(a, { ids, org: ORG, now: later, holdMs: 10_000, by: bob })).toEqual([]);
    expect(await confirmPlanned(a, { ids: ids.slice(0, 2), org: ORG, now: later, holdMs: 10_000, by: ann })).toEqual(ids.slice(0, 2));
    expect(await claimDueReviews(a, "sender", new Date(later.getTime() + 5_000))).toEqual([]);
    const due = await claimDueReviews(a, "sender", new Date(later.getTime() + 10_000));
    expect(due.map((r) => r.proposal_id).sort()).toEqual(["t0", "t1"]);
    // The rest are dropped as a held review is undone, and free their place.
    expect((await undoReviews(a, { ids: ids.slice(2), org: ORG, now: later, by: ann })).sort()).toEqual(ids.slice(2).sort());
    // (The two claimed above, never marked sent here, are claimed again as a stopped sender's would be; the dropped never.)
    const reclaimed = await claimDueReviews(a, "sender", new Date(later.getTime() + 86_400_000));
    expect(reclaimed.map((r) => r.proposal_id).sort()).toEqual(["t0", "t1"]);
  });
});
