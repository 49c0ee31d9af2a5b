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
import { webhookEventSchema } from "./event";
import { bodyHash, CLAIM_MS, claimPending, failClaimed, finishClaimed, MAX_ATTEMPTS, pruneInbox, recentDeliveries, retryDelayMs, storeDelivery } from "./inbox";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);
const HOUR = 3_600_000;

const ESCALATION = JSON.stringify({
  type: "asset.status-escalated",
  created_at: "2026-11-26T11:59:59.000Z",
  data: { asset_id: 1, type: "url", content: "https://x.example", status: "BLOCKED", proposal_id: 2, organization_id: 3 },
});
const store = (db: Kysely<Database>, body: string, now = NOW) =>
  storeDelivery(db, { body, event: webhookEventSchema.parse(JSON.parse(body)), signedWith: "current", now });

/** Two "instances": two independent connections to one store. */
function useTwoInstances(engine: "sqlite" | "postgres") {
  const dbs: Kysely<Database>[] = [];
  let server: PostgresServer | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    if (engine === "postgres") {
      server = await startPostgres();
      dbs.push(await createDb({ databaseUrl: server.url }), await createDb({ databaseUrl: server.url }));
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-inbox-"));
      const file = path.join(dir, "console.sqlite");
      dbs.push(await createDb({ sqlitePath: file }), await createDb({ sqlitePath: file }));
    }
  });
  beforeEach(async () => {
    await dbs[0]!.deleteFrom("webhook_inbox").execute();
  });
  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => dbs as [Kysely<Database>, Kysely<Database>];
}

describe.each(testEngines())("the webhook inbox on %s", (engine) => {
  const instances = useTwoInstances(engine);

  it("stores a delivery with its hash, type, organization id and payload", async () => {
    const [db] = instances();
    const { id, duplicate } = await store(db, ESCALATION);
    expect(duplicate).toBe(false);
    const [row] = await recentDeliveries(db);
    expect(row).toMatchObject({
      id,
      body_hash: bodyHash(ESCALATION),
      event_type: "asset.status-escalated",
      service_organization_id: "3",
      payload: ESCALATION,
      received_at: NOW.toISOString(),
      event_created_at: "2026-11-26T11:59:59.000Z",
      state: "pending",
    });
  });

  it("stores a retried delivery once within 24 h, counting the repeat", async () => {
    const [db] = instances();
    const first = await store(db, ESCALATION);
    const again = await store(db, ESCALATION, later(23 * HOUR));
    expect(again).toEqual({ id: first.id, duplicate: true });
    const rows = await recentDeliveries(db);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.repeats)).toBe(1);
  });

  it("stores the same body twice once, even when two instances receive it at the same moment", async () => {
    const [a, b] = instances();
    const results = await Promise.all([store(a, ESCALATION), store(b, ESCALATION), store(a, ESCALATION), store(b, ESCALATION)]);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await recentDeliveries(a)).toHaveLength(1);
  });

  it("stores the same body again after 24 h as a new delivery", async () => {
    const [db] = instances();
    const first = await store(db, ESCALATION);
    const next = await store(db, ESCALATION, later(25 * HOUR));
    expect(next.duplicate).toBe(false);
    expect(next.id).not.toBe(first.id);
    const rows = await recentDeliveries(db);
    expect(rows.map((r) => r.dedupe_key)).toEqual([bodyHash(ESCALATION), null]);
  });

  it("stores an unknown event type, to be shown", async () => {
    const [db] = instances();
    await store(db, JSON.stringify({ type: "asset.deleted", data: { asset_id: 9 } }));
    expect((await recentDeliveries(db))[0]).toMatchObject({ event_type: "unknown", event_name: "asset.deleted", state: "pending" });
  });

  it("lets two instances claim disjoint deliveries, and a dead holder's claim expire", async () => {
    const [a, b] = instances();
    for (let i = 0; i < 6; i++) await store(a, JSON.stringify({ event: "debug.test", data: { i } }));
    const [claimedA, claimedB] = await Promise.all([claimPending(a, "a", NOW, 4), claimPending(b, "b", NOW, 4)]);
    const ids = [...claimedA, ...claimedB].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
    expect(await claimPending(b, "b", later(1_000))).toEqual([]);
    for (const row of claimedB) await finishClaimed(b, row, "b", { organization: null, effect: "shown", pollLeadMs: null }, NOW);
    // "a" died: after its claim ran out, "b" takes its rows over.
    expect((await claimPending(b, "b", later(CLAIM_MS + 1))).map((r) => r.id).sort()).toEqual(claimedA.map((r) => r.id).sort());
  });

  it("records what a delivery caused, only for its holder", async () => {
    const [db] = instances();
    await store(db, ESCALATION);
    const [row] = await claimPending(db, "a", NOW);
    await finishClaimed(db, row!, "someone-else", { organization: orgKey(""), effect: "nothing", pollLeadMs: 1 }, NOW);
    expect((await recentDeliveries(db))[0]!.state).toBe("pending");
    await finishClaimed(db, row!, "a", { organization: orgKey("acme"), effect: "Triage queue refreshed", pollLeadMs: 4_000 }, later(300));
    expect((await recentDeliveries(db))[0]).toMatchObject({
      state: "done",
      organization: orgKey("acme"),
      effect: "Triage queue refreshed",
      poll_lead_ms: 4_000,
      processed_at: later(300).toISOString(),
      claimed_by: null,
    });
  });

  it("tries a failed effect again, then gives up with the reason", async () => {
    const [db] = instances();
    await store(db, ESCALATION);
    let at = NOW;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const [row] = await claimPending(db, "a", at);
      expect(row).toBeDefined();
      await failClaimed(db, row!, "a", "the service did not answer", at);
      // Not again before its delay.
      expect(await claimPending(db, "a", new Date(at.getTime() + 1))).toEqual([]);
      at = new Date(at.getTime() + retryDelayMs(attempt) + 1);
    }
    expect(await claimPending(db, "a", later(30 * 24 * HOUR))).toEqual([]);
    expect((await recentDeliveries(db))[0]).toMatchObject({ state: "failed", effect: "Gave up: the service did not answer" });
  });

  it("prunes deliveries older than a week and beyond the newest rows kept", async () => {
    const [db] = instances();
    await store(db, JSON.stringify({ event: "debug.test", data: { n: "old" } }), new Date(NOW.getTime() - 8 * 24 * HOUR));
    for (let i = 0; i < 4; i++) await store(db, JSON.stringify({ event: "debug.test", data: { i } }), later(i));
    expect(await pruneInbox(db, later(10), 3)).toBe(2);
    expect((await recentDeliveries(db)).map((r) => JSON.parse(r.payload).data.i)).toEqual([3, 2, 1]);
  });
});
