import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ReviewResult } from "@/lib/contract/review";
import { createDb } from "@/lib/db/create-db";
import type { Database } from "@/lib/db/schema";
import { testEngines } from "@/lib/db/testing";
import { orgKey } from "@/lib/testing/organization-keys";
import { type PostgresServer, startPostgres } from "@/lib/testing/postgres";
import { UpstreamError } from "@/lib/upstream/errors";
import { claimProposal, listClaims } from "./claims";
import { AlreadyHeldError, claimDueReviews, holdReview, undoReview } from "./outbox";
import { listRefusals } from "./refusals";
import { senderTick } from "./sender";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

const RESULT = {
  proposal: { id: 1, reviewStatus: "REJECTED", asset: { id: 2, type: "URL", content: "https://x.example", status: "UNKNOWN" } },
  review: { id: 3, decision: "REJECT", label: null, brandId: null, comment: null, createdAt: NOW.toISOString() },
  watchlisted: false,
} as ReviewResult;

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
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-outbox-"));
      const file = path.join(dir, "console.sqlite");
      dbs.push(await createDb({ sqlitePath: file }), await createDb({ sqlitePath: file }));
    }
    // The sender sends only for an author who still exists and may review.
    await dbs[0]!
      .insertInto("users")
      .values({ username: "reviewer", password_hash: "-", role: "reviewer", created_at: NOW.toISOString(), updated_at: NOW.toISOString() })
      .execute();
  });
  beforeEach(async () => {
    for (const table of ["review_outbox", "triage_claims", "triage_refusals", "audit_events"] as const) await dbs[0]!.deleteFrom(table).execute();
  });
  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => dbs as [Kysely<Database>, Kysely<Database>];
}

const hold = async (db: Kysely<Database>, proposalId: string, holdMs = 10_000, proposedAt: string | null = "2026-11-18T00:00:00.000Z") =>
  holdReview(db, {
    org: orgKey(""),
    proposalId,
    reportId: "7",
    reportUpdatedAt: "2026-11-19T00:00:00.000Z",
    assetContent: "https://x.example",
    proposedAt,
    body: { assetId: 2, decision: "REJECT", rejectReason: "irrelevant" },
    username: "reviewer",
    userId: (await db.selectFrom("users").select("id").where("username", "=", "reviewer").executeTakeFirstOrThrow()).id,
    role: "reviewer",
    now: NOW,
    holdMs,
  });

describe.each(testEngines())("the review outbox on %s", (engine) => {
  const instances = useTwoInstances(engine);

  it("keeps when the held review's proposal arrived, as an instant; a time it cannot read is kept as none", async () => {
    const [db] = instances();
    expect((await hold(db, "1", 10_000, "2026-11-18T09:30:00+02:00")).proposed_at).toBe("2026-11-18T07:30:00.000Z");
    expect((await hold(db, "2", 10_000, "yesterday")).proposed_at).toBeNull();
    expect((await hold(db, "3", 10_000, null)).proposed_at).toBeNull();
  });

  it("sends nothing inside the undo window, and never after Undo", async () => {
    const [db] = instances();
    const row = await hold(db, "1");
    expect(await claimDueReviews(db, "a", later(9_999))).toEqual([]);
    expect(await undoReview(db, { id: row.id, org: orgKey(""), now: later(5_000) })).toBe(true);
    expect(await claimDueReviews(db, "a", later(60_000))).toEqual([]);
    await expect(hold(db, "1")).resolves.toMatchObject({ status: "held" });
    await expect(hold(db, "1")).rejects.toBeInstanceOf(AlreadyHeldError);
  });

  it("sends a due review exactly once when two instances race for it", async () => {
    const [a, b] = instances();
    for (let i = 1; i <= 20; i++) await hold(a, String(i));
    const sent: string[] = [];
    const deps = (db: Kysely<Database>) => ({
      db,
      now: () => later(11_000),
      send: async (_org: string, proposalId: string) => {
        sent.push(proposalId);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return RESULT;
      },
    });
    const rounds = await Promise.all([0, 1, 2].flatMap(() => [senderTick(deps(a), "instance-a"), senderTick(deps(b), "instance-b")]));
    const more = await Promise.all([senderTick(deps(a), "instance-a"), senderTick(deps(b), "instance-b")]);
    expect(sent.sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect([...rounds, ...more].flat().length).toBe(20);
    const rows = await a.selectFrom("review_outbox").select("status").execute();
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    // held → sent is in the audit trail, as the review the budget counts.
    const audits = await a.selectFrom("audit_events").selectAll().where("action", "=", "proposal.review").execute();
    expect(audits).toHaveLength(20);
    expect(audits.every((e) => e.outcome === "success" && e.username === "reviewer")).toBe(true);
  });

  it("remembers a 403 until the report changes, and retries what may pass", async () => {
    const [db] = instances();
    await hold(db, "5");
    await hold(db, "6");
    const send = async (_org: string, proposalId: string): Promise<ReviewResult> => {
      if (proposalId === "5") throw new UpstreamError({ kind: "http", status: 403, code: "FORBIDDEN", message: "Not waiting on you" });
      throw new UpstreamError({ kind: "timeout", code: "TIMEOUT", message: "no answer" });
    };
    await senderTick({ db, send, now: () => later(11_000) }, "a");
    expect(await listRefusals(db, orgKey(""))).toEqual([{ proposalId: "5", reportUpdatedAt: "2026-11-19T00:00:00.000Z" }]);
    const rows = await db.selectFrom("review_outbox").select(["proposal_id", "status", "http_status"]).orderBy("proposal_id").execute();
    expect(rows).toEqual([
      { proposal_id: "5", status: "failed", http_status: 403 },
      { proposal_id: "6", status: "held", http_status: null },
    ]);
  });
});

describe.each(testEngines())("claims on %s", (engine) => {
  const instances = useTwoInstances(engine);

  it("keeps another user's live claim unless taken over, and lets it lapse", async () => {
    const [a, b] = instances();
    await claimProposal(a, { org: orgKey(""), proposalId: "1", username: "ann", now: NOW });
    expect(await claimProposal(b, { org: orgKey(""), proposalId: "1", username: "bob", now: later(1_000) })).toMatchObject({ username: "ann" });
    expect(await claimProposal(b, { org: orgKey(""), proposalId: "1", username: "bob", now: later(1_000), takeOver: true })).toMatchObject({ username: "bob" });
    expect(await listClaims(a, orgKey(""), later(200_000))).toEqual([]);
  });

  it("says whose live claim a take-over ended, and nobody's when the claim was free, lapsed or one's own", async () => {
    const [a, b] = instances();
    expect(await claimProposal(a, { org: orgKey(""), proposalId: "2", username: "ann", now: NOW, takeOver: true })).toMatchObject({ tookOverFrom: null });
    expect(await claimProposal(a, { org: orgKey(""), proposalId: "2", username: "ann", now: later(1_000), takeOver: true })).toMatchObject({
      tookOverFrom: null,
    });
    expect(await claimProposal(b, { org: orgKey(""), proposalId: "2", username: "bob", now: later(2_000) })).toMatchObject({
      username: "ann",
      tookOverFrom: null,
    });
    expect(await claimProposal(b, { org: orgKey(""), proposalId: "2", username: "bob", now: later(3_000), takeOver: true })).toMatchObject({
      username: "bob",
      tookOverFrom: "ann",
    });
    expect(await claimProposal(a, { org: orgKey(""), proposalId: "2", username: "ann", now: later(400_000), takeOver: true })).toMatchObject({
      tookOverFrom: null,
    });
  });
});
