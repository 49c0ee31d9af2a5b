import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ReviewResult } from "@/lib/contract/review";
import { createDb } from "@/lib/db/create-db";
import * as oneHeldReview from "@/lib/db/migrations/0010-one-held-review";
import * as plannedReviews from "@/lib/db/migrations/0030-planned-reviews";
import type { Database } from "@/lib/db/schema";
import { testEngines } from "@/lib/db/testing";
import { orgKey } from "@/lib/testing/organization-keys";
import { type PostgresServer, startPostgres } from "@/lib/testing/postgres";
import { AlreadyHeldError, holdReview, type OutboxRow, undoReview, undoReviews } from "./outbox";
import { senderTick } from "./sender";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);
const RESULT = { proposal: { id: 1 }, review: { id: 3 }, watchlisted: false } as unknown as ReviewResult;

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
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-held-"));
      const file = path.join(dir, "console.sqlite");
      dbs.push(await createDb({ sqlitePath: file }), await createDb({ sqlitePath: file }));
    }
  }, 60_000);
  beforeEach(async () => {
    for (const table of ["review_outbox", "audit_events", "asset_follows", "users"] as const) await dbs[0]!.deleteFrom(table).execute();
    const at = NOW.toISOString();
    await dbs[0]!
      .insertInto("users")
      .values(["ann", "bob", "cy"].map((username) => ({ username, password_hash: "-", role: "reviewer" as const, created_at: at, updated_at: at })))
      .execute();
  });
  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => dbs as [Kysely<Database>, Kysely<Database>];
}

const hold = async (db: Kysely<Database>, proposalId: string, username = "ann", org = orgKey("")) =>
  holdReview(db, {
    org,
    proposalId,
    reportId: "rpt_7",
    reportUpdatedAt: "2026-11-19T00:00:00.000Z",
    assetContent: "https://x.example",
    proposedAt: "2026-11-18T00:00:00.000Z",
    body: { assetId: 2, decision: "REJECT", rejectReason: "irrelevant" },
    username,
    userId: (await db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirst())?.id ?? 0,
    role: "reviewer",
    now: NOW,
    holdMs: 10_000,
  });

describe.each(testEngines())("held reviews on %s", (engine) => {
  const instances = useTwoInstances(engine);

  it("one hold per proposal: of 10 concurrent holds on two instances exactly one wins, the others learn who holds it", async () => {
    const [a, b] = instances();
    const users = ["ann", "bob", "cy"];
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => hold(i % 2 ? a : b, "prop_x1", users[i % 3])));
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<{ username: string }>).value.username;
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AlreadyHeldError);
      expect((r as PromiseRejectedResult).reason.username).toBe(winner);
    }
    expect(await a.selectFrom("review_outbox").select("id").execute()).toHaveLength(1);
    // Another organization key is another hold; an undone one frees the proposal.
    await expect(hold(a, "prop_x1", "ann", orgKey("beta"))).resolves.toMatchObject({ status: "held" });
  });

  it("undo: only the author, or an admin", async () => {
    const [db] = instances();
    const row = await hold(db, "p2", "ann");
    expect(await undoReview(db, { id: row.id, org: orgKey(""), now: later(1), by: { username: "bob", role: "reviewer" } })).toBe(false);
    expect(await undoReview(db, { id: row.id, org: orgKey(""), now: later(1), by: { username: "ann", role: "reviewer" } })).toBe(true);
    const again = await hold(db, "p2", "ann");
    expect(await undoReview(db, { id: again.id, org: orgKey(""), now: later(1), by: { username: "root", role: "admin" } })).toBe(true);
  });

  it("a bulk undo takes back its author's held reviews in one statement; another's, and one already sent, stay", async () => {
    const [db] = instances();
    const mine = [await hold(db, "b1", "ann"), await hold(db, "b2", "ann")];
    const theirs = await hold(db, "b3", "bob");
    const sent = await hold(db, "b4", "ann");
    await db.updateTable("review_outbox").set({ status: "sent" }).where("id", "=", sent.id).execute();
    const ids = [...mine, theirs, sent].map((r) => r.id);
    expect((await undoReviews(db, { ids, org: orgKey(""), now: later(1), by: { username: "ann", role: "reviewer" } })).sort()).toEqual(
      mine.map((r) => r.id).sort(),
    );
    const rows = await db.selectFrom("review_outbox").select(["proposal_id", "status"]).orderBy("id").execute();
    expect(rows.map((r) => [r.proposal_id, r.status])).toEqual([
      ["b1", "undone"],
      ["b2", "undone"],
      ["b3", "held"],
      ["b4", "sent"],
    ]);
    // An admin may undo anyone's.
    expect(await undoReviews(db, { ids: [theirs.id], org: orgKey(""), now: later(2), by: { username: "root", role: "admin" } })).toEqual([theirs.id]);
  });

  it("a sent review's asset is followed for its author, unless they turned that off; a review not sent follows nothing", async () => {
    const [db] = instances();
    await hold(db, "p6", "ann");
    await hold(db, "p7", "bob");
    await hold(db, "p8", "cy");
    await db.updateTable("users").set({ follow_decisions: 0 }).where("username", "=", "bob").execute();
    const done = await senderTick(
      {
        db,
        now: () => later(11_000),
        send: async (_org, id) => {
          if (id === "p8") throw new Error("connection reset");
          return RESULT;
        },
      },
      "a",
    );
    expect(done.map((d) => d.outcome.kind)).toEqual(["sent", "sent", "retry"]);
    const follows = await db
      .selectFrom("asset_follows as f")
      .innerJoin("users as u", "u.id", "f.user_id")
      .select(["u.username", "f.org", "f.asset_id"])
      .execute();
    expect(follows).toEqual([{ username: "ann", org: "", asset_id: "2" }]);
  });

  it("the sender fails a review whose author was removed or demoted, saying why, in the audit trail too", async () => {
    const [db] = instances();
    await hold(db, "p3", "ann");
    await hold(db, "p4", "bob");
    await hold(db, "p5", "cy");
    await db.deleteFrom("users").where("username", "=", "ann").execute();
    await db.updateTable("users").set({ role: "viewer" }).where("username", "=", "bob").execute();
    const sent: string[] = [];
    const done = await senderTick(
      {
        db,
        now: () => later(11_000),
        send: async (_org, id) => {
          sent.push(id);
          return RESULT;
        },
      },
      "a",
    );
    expect(sent).toEqual(["p5"]);
    expect(done.map((d) => d.outcome.kind)).toEqual(["void", "void", "sent"]);
    const rows = await db.selectFrom("review_outbox").select(["proposal_id", "status", "outcome"]).orderBy("id").execute();
    expect(rows.map((r) => [r.proposal_id, r.status, JSON.parse(r.outcome!).code ?? "sent"])).toEqual([
      ["p3", "failed", "AUTHOR_REMOVED"],
      ["p4", "failed", "AUTHOR_CANNOT_REVIEW"],
      ["p5", "sent", "sent"],
    ]);
    expect(JSON.parse(rows[0]!.outcome!).message).toMatch(/ann.*no longer has an account/);
    const audits = await db
      .selectFrom("audit_events")
      .select(["username", "outcome", "input_summary"])
      .where("action", "=", "proposal.review")
      .orderBy("id")
      .execute();
    expect(audits.map((e) => [e.username, e.outcome, JSON.parse(e.input_summary!).notSent])).toEqual([
      ["ann", "failure", "AUTHOR_REMOVED"],
      ["bob", "failure", "AUTHOR_CANNOT_REVIEW"],
      ["cy", "success", undefined],
    ]);
  });

  it("the migration fails duplicates made before it, keeping the sent one or else the oldest held, then enforces one", async () => {
    const [db] = instances();
    // The store as it was before migration 0010 (0030 widened its index since), then both again in order.
    await plannedReviews.down(db);
    await oneHeldReview.down(db);
    try {
      const row = (proposal_id: string, status: OutboxRow["status"], username: string) => ({
        org: orgKey(""),
        proposal_id,
        report_id: "r",
        report_updated_at: "t",
        asset_content: "c",
        body: "{}",
        username,
        role: "reviewer",
        status,
        send_after: NOW.toISOString(),
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      });
      await db
        .insertInto("review_outbox")
        .values([
          row("d1", "held", "ann"),
          row("d1", "held", "bob"),
          row("d1", "undone", "cy"),
          row("d2", "held", "ann"),
          row("d2", "sent", "bob"),
          row("d3", "held", "cy"),
        ])
        .execute();
    } finally {
      await oneHeldReview.up(db);
      await plannedReviews.up(db);
    }
    const rows = await db.selectFrom("review_outbox").select(["proposal_id", "username", "status", "outcome"]).orderBy("id").execute();
    expect(rows.map((r) => [r.proposal_id, r.username, r.status])).toEqual([
      ["d1", "ann", "held"],
      ["d1", "bob", "failed"],
      ["d1", "cy", "undone"],
      ["d2", "ann", "failed"],
      ["d2", "bob", "sent"],
      ["d3", "cy", "held"],
    ]);
    expect(JSON.parse(rows[1]!.outcome!).code).toBe("DUPLICATE_HOLD");
    await expect(hold(db, "d1", "cy")).rejects.toMatchObject({ username: "ann" });
    await expect(
      sql`INSERT INTO review_outbox (org, proposal_id, report_id, report_updated_at, asset_content, body, username, role, status, send_after, created_at, updated_at)
      VALUES ('', 'd3', 'r', 't', 'c', '{}', 'x', 'reviewer', 'held', 't', 't', 't')`.execute(db),
    ).rejects.toThrow();
  });
});
