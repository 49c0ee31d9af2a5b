import path from "node:path";
import { expect, request as playwrightRequest } from "@playwright/test";
import Database from "better-sqlite3";
import pg from "pg";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { test } from "./fixtures/postgres";
import { type Spawned, startConsoleServer, startStandaloneService, tempDir } from "./fixtures/spawn";

// Two console instances on one PostgreSQL with one SESSION_SECRET, behind no particular load balancer.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const ADMIN_PASSWORD = "multi-instance-admin-pw";
/** This spec's database in the worker's one PostgreSQL (e2e/fixtures/postgres.ts). */
let postgres: { url: string };
let service: Spawned;
let a: Spawned;
let b: Spawned;
let serviceDir: string;

test.beforeAll(async ({ freshDatabase }) => {
  postgres = { url: await freshDatabase() };
  serviceDir = tempDir("mi-service");
  service = await startStandaloneService({ DATA_DIR: serviceDir });
  const env = {
    DATABASE_URL: postgres.url,
    UPSTREAM_URL: `${service.url.replace("localhost", "127.0.0.1")}/api/v2`,
    UPSTREAM_API_KEY: DEMO_KEYS.acme,
    SESSION_SECRET: "one-secret-shared-by-every-instance-0123456789",
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    API_RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "warn",
    // Held reviews are sent after 2 s rather than 10, so the exactly-once test waits less.
    REVIEW_UNDO_SECONDS: "2",
  };
  // Started together, as a deployment would: migrations and bootstrap must not trip over each other.
  [a, b] = await Promise.all([startConsoleServer({ ...env, DATA_DIR: tempDir("mi-a") }), startConsoleServer({ ...env, DATA_DIR: tempDir("mi-b") })]);
});

test.afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill(), service?.kill()]);
});

async function signedIn(instance: Spawned, username = "admin", password = ADMIN_PASSWORD) {
  const context = await playwrightRequest.newContext({ baseURL: instance.url, extraHTTPHeaders: { Origin: instance.url } });
  const response = await context.post("/api/session", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(204);
  const cookie = (await context.storageState()).cookies.find((c) => c.name === "rampart_session")!;
  return { context, cookie: `${cookie.name}=${cookie.value}` };
}

test("a session made on one instance works on the other", async () => {
  const { cookie } = await signedIn(a);
  const other = await playwrightRequest.newContext({ baseURL: b.url });
  const response = await other.get("/api/session", { headers: { Cookie: cookie } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ username: "admin", role: "admin" });
});

test("users and wall links are shared", async () => {
  const { context } = await signedIn(a);
  const created = await context.post("/api/console-users", { data: { username: "shared-reviewer", password: "shared-password-1", role: "reviewer" } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  await signedIn(b, "shared-reviewer", "shared-password-1");

  const link = await context.post("/api/wall-links", { data: { name: "lobby screen" } });
  expect(link.status(), await link.text()).toBeLessThan(300);
  const { token } = await link.json();
  const wall = await playwrightRequest.newContext({ baseURL: b.url, extraHTTPHeaders: { Origin: b.url } });
  expect((await wall.post("/api/session/wall", { data: { token } })).status()).toBe(204);
  expect((await wall.get("/api/session")).status()).toBe(200);
});

test("200 concurrent audited actions across both instances all land in one log", async () => {
  const [onA, onB] = await Promise.all([signedIn(a), signedIn(b)]);
  const marker = `mi-${Date.now()}`;
  const calls = Array.from({ length: 200 }, (_, i) =>
    (i % 2 === 0 ? onA : onB).context.post("/api/asset/unblock", { data: { content: `${marker}-${i}.example`, reason: "load test" } }),
  );
  const statuses = (await Promise.all(calls)).map((r) => r.status());
  expect(
    statuses.every((s) => s === 404),
    JSON.stringify(statuses.filter((s) => s !== 404)),
  ).toBe(true);

  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT outcome, http_status, count(*)::int AS n FROM audit_events WHERE action = 'asset.unblock' AND target LIKE $1 GROUP BY outcome, http_status",
      [`asset:${marker}-%`],
    );
    expect(rows).toEqual([{ outcome: "failure", http_status: 404, n: 200 }]);
  } finally {
    await client.end();
  }
});

test("a held review is sent exactly once with both instances polling the outbox, though its tab has gone", async () => {
  const onA = await signedIn(a);
  const queue = (await (await onA.context.get("/api/triage/queue?limit=50")).json()) as {
    items: { key: string; waiting: string; proposal: { asset: { id: number | string } } }[];
  };
  const target = queue.items.find((i) => i.waiting === "certain")!;
  // The service's own record of reviews of this proposal (the standalone service's file, read only).
  const serviceDb = new Database(path.join(serviceDir, "embedded-service.sqlite"), { readonly: true, fileMustExist: true });
  const reviewsInService = () => serviceDb.prepare("SELECT count(*) FROM reviews WHERE proposal_id = ?").pluck().get(Number(target.key)) as number;
  try {
    const before = reviewsInService();
    const held = await onA.context.post("/api/triage/reviews", {
      data: { proposalId: target.key, review: { assetId: target.proposal.asset.id, decision: "REJECT", rejectReason: "irrelevant" } },
    });
    expect(held.status(), await held.text()).toBe(201);
    // The tab is closed at once: nothing of the browser is left to send it.
    await onA.context.dispose();

    const onB = await signedIn(b);
    type Held = { proposalId: string; status: string };
    await expect
      .poll(
        async () =>
          ((await (await onB.context.get("/api/triage/reviews")).json()) as { reviews: Held[] }).reviews
            .filter((r) => r.proposalId === target.key)
            .map((r) => r.status),
        {
          timeout: 60_000,
        },
      )
      .toEqual(["sent"]);
    expect(reviewsInService()).toBe(before + 1);
  } finally {
    serviceDb.close();
  }

  // The service answers a second review of a decided proposal 409, so a double send would not add a
  // review there: it would show here, as a second proposal.review (a failure).
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT action, outcome, http_status FROM audit_events WHERE target = $1 ORDER BY occurred_at, id", [
      `proposal:${target.key}`,
    ]);
    expect(rows).toEqual([
      { action: "triage.review.hold", outcome: "success", http_status: 201 },
      { action: "proposal.review", outcome: "success", http_status: 200 },
    ]);
  } finally {
    await client.end();
  }
});

test("either instance can be killed and the other keeps serving", async () => {
  const { cookie } = await signedIn(b);
  await a.kill("SIGKILL");
  const context = await playwrightRequest.newContext({ baseURL: b.url });
  const session = await context.get("/api/session", { headers: { Cookie: cookie } });
  expect(session.status()).toBe(200);
  const reports = await context.get("/api/organization/reports?limit=5", { headers: { Cookie: cookie } });
  expect(reports.status()).toBe(200);
  expect((await reports.json()).reports).toHaveLength(5);
});
