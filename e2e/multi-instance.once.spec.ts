import path from "node:path";
import { expect, request as playwrightRequest } from "@playwright/test";
import Database from "better-sqlite3";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { type FaultUpstream, startFaultUpstream } from "../lib/testing/fault-upstream";
import { test } from "./fixtures/postgres";
import { E2E_NOW } from "./fixtures/servers";
import { type Spawned, startConsoleServer, startStandaloneService, tempDir } from "./fixtures/spawn";

// Two console instances on one PostgreSQL with one SESSION_SECRET, behind no particular load balancer,
// on one standalone service whose clock stands still at E2E_NOW until a test moves it (by restarting
// it at a later instant), behind a proxy that records every call (lib/testing/fault-upstream.ts).
test.describe.configure({ mode: "serial", timeout: 180_000 });

const ADMIN_PASSWORD = "multi-instance-admin-pw";
/** This spec's database in the worker's one PostgreSQL (e2e/fixtures/postgres.ts). */
let postgres: { url: string };
let service: Spawned;
let proxy: FaultUpstream;
let a: Spawned;
let b: Spawned;
let serviceDir: string;
let smtp: SMTPServer;
let smtpPort = 0;
const mails: string[] = [];
/** The mail channel the follow test adds, which the re-emergence rule notifies. */
let mailChannelId = 0;

/** The standalone service on its port, its clock standing at `now`. */
const startService = (now: string, port?: number) => startStandaloneService({ DATA_DIR: serviceDir, EMBEDDED_NOW: now }, port);

test.beforeAll(async ({ freshDatabase }) => {
  postgres = { url: await freshDatabase() };
  serviceDir = tempDir("mi-service");
  service = await startService(E2E_NOW);
  proxy = await startFaultUpstream(async (request) => {
    const url = new URL(request.url);
    return fetch(`http://127.0.0.1:${service.port}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: request.method === "GET" ? undefined : await request.text(),
    });
  });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        // The text as written: quoted-printable soft breaks and escapes undone.
        const text = Buffer.concat(chunks)
          .toString("latin1")
          .replace(/=\r?\n/g, "");
        mails.push(
          Buffer.from(
            text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
        );
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  const env = {
    DATABASE_URL: postgres.url,
    UPSTREAM_URL: proxy.baseUrl,
    UPSTREAM_API_KEY: DEMO_KEYS.acme,
    SESSION_SECRET: "one-secret-shared-by-every-instance-0123456789",
    ALERTS_SECRET: "alerts-secret-shared-by-every-instance-0123456789",
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    API_RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "warn",
    // Held reviews are sent after 2 s rather than 10, so the exactly-once test waits less.
    REVIEW_UNDO_SECONDS: "2",
    // Both instances run the threats sync (one at a time, under its lease), read the feed every
    // second, send followers' mail and evaluate alert rules every second.
    THREAT_SYNC_RATE: "6000",
    THREAT_SYNC_POLL_MS: "1000",
    DIGEST_POLL_MS: "1000",
    ALERTS_EVALUATE_MS: "1000",
  };
  // Started together, as a deployment would: migrations and bootstrap must not trip over each other.
  [a, b] = await Promise.all([startConsoleServer({ ...env, DATA_DIR: tempDir("mi-a") }), startConsoleServer({ ...env, DATA_DIR: tempDir("mi-b") })]);
});

test.afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill(), service?.kill(), proxy?.close()]);
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
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

/** The standalone service's own file, to read what it holds and to act as its staff do (complete a takedown). */
function serviceDatabase(readonly = true) {
  return new Database(path.join(serviceDir, "embedded-service.sqlite"), { readonly, fileMustExist: true });
}

type SyncView = { backfillDone: boolean; assetsStored: number; watchlistStored: number };

test("both instances run the threats sync, and the feed is read once: every page of the backfill one call, every asset one row", async () => {
  const [onA, onB] = await Promise.all([signedIn(a), signedIn(b)]);
  await expect.poll(async () => ((await (await onB.context.get("/api/assets/sync")).json()) as SyncView).backfillDone, { timeout: 90_000 }).toBe(true);
  const sync = (await (await onA.context.get("/api/assets/sync")).json()) as SyncView;
  const serviceDb = serviceDatabase();
  let assets: number;
  try {
    assets = serviceDb
      .prepare(
        `SELECT count(DISTINCT p.asset_id) FROM proposals p JOIN reports r ON r.id = p.report_id
         WHERE r.organization_id = (SELECT id FROM organizations WHERE slug = 'acme') AND r.created_at <= ?`,
      )
      .pluck()
      .get(E2E_NOW) as number;
  } finally {
    serviceDb.close();
  }
  expect(assets).toBeGreaterThan(1000);
  expect(sync.assetsStored).toBe(assets);
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n, count(DISTINCT asset_id)::int AS ids FROM threat_assets");
    expect(rows).toEqual([{ n: assets, ids: assets }]);
  } finally {
    await client.end();
  }
  // The backfill's calls (no updatedSince): one per page of 1,000, each cursor asked once, by either instance.
  const backfill = proxy.requests.filter((r) => r.url.includes("/organization/threats") && !r.url.includes("updatedSince")).map((r) => r.url);
  expect(backfill).toHaveLength(Math.ceil(assets / 1000));
  expect(new Set(backfill).size).toBe(backfill.length);
});

test("the service blocks an asset and completes its takedown: /assets and the funnel show it, its follower sees it in Following and gets a mail for each change", async ({
  page,
}) => {
  const onA = await signedIn(a);
  const origin = { Origin: a.url };
  const period = `from=${new Date(Date.parse(E2E_NOW) - 399 * 86_400_000).toISOString().slice(0, 10)}&to=${E2E_NOW.slice(0, 10)}`;
  type Funnel = { stages: { stage: string; count: number }[] };
  const funnel = async () =>
    Object.fromEntries(((await (await onA.context.get(`/api/assets/funnel?${period}`)).json()) as Funnel).stages.map((s) => [s.stage, s.count]));
  const before = await funnel();

  // The admin's address, a mail channel (the SMTP receiver above), and a follow of an asset waiting on a review.
  expect((await onA.context.patch("/api/session/preferences", { headers: origin, data: { email: "admin@example.test" } })).status()).toBe(200);
  const channel = {
    type: "email",
    name: "Leads mail",
    // This test server offers no STARTTLS: the channel allows plain text on purpose.
    settings: { host: "127.0.0.1", port: smtpPort, secure: false, allowPlainText: true, from: "rampart@example.test", to: ["leads@example.test"] },
  };
  const created = await onA.context.post("/api/alerts/channels", { headers: origin, data: channel });
  expect(created.status()).toBe(201);
  mailChannelId = ((await created.json()) as { channel: { id: number } }).channel.id;
  const queue = (await (await onA.context.get("/api/triage/queue?limit=50")).json()) as {
    items: { key: string; waiting: string; proposal: { asset: { id: number | string; content: string } } }[];
  };
  const target = queue.items.filter((i) => i.waiting === "certain").at(-1)!;
  const assetId = String(target.proposal.asset.id);
  const content = target.proposal.asset.content;
  expect((await onA.context.post("/api/assets/following", { headers: origin, data: { assetId } })).status()).toBeLessThan(300);

  // The block: an approval through the console (held 2 s, then sent by whichever instance claims it).
  const held = await onA.context.post("/api/triage/reviews", {
    headers: origin,
    data: { proposalId: target.key, review: { assetId: target.proposal.asset.id, decision: "APPROVE", label: "General Phishing" } },
  });
  expect(held.status(), await held.text()).toBe(201);
  const mailsAbout = () => mails.filter((m) => m.includes("To: admin@example.test") && m.includes(content));
  await expect.poll(() => mailsAbout().map((m) => /State: \S+ → Blocked/.test(m)), { timeout: 60_000 }).toEqual([true]);

  // The takedown: completed by the service's staff, as its own database records it.
  const serviceDb = serviceDatabase(false);
  try {
    serviceDb
      .prepare(
        `INSERT INTO takedowns (organization_id, asset_id, status, created_at, status_changed_at)
         VALUES ((SELECT id FROM organizations WHERE slug = 'acme'), ?, 'COMPLETED', ?, ?)`,
      )
      .run(Number(assetId), E2E_NOW, E2E_NOW);
  } finally {
    serviceDb.close();
  }
  await expect.poll(() => mailsAbout().length, { timeout: 60_000 }).toBe(2);
  expect(mailsAbout()[1]).toContain("Takedown: none → Completed");
  expect(mailsAbout()[1]).toContain("Liveness: ");
  // Nothing more: a follower is mailed once per change, whichever instance reads the page that brings it.
  await page.waitForTimeout(2_000);
  expect(mailsAbout()).toHaveLength(2);

  const after = await funnel();
  expect(after.blocked).toBe(before.blocked + 1);
  expect(after.completed).toBe(before.completed + 1);

  // What a person sees: the asset on /assets, Blocked with its takedown completed, and the changes under Following.
  const cookie = (await onA.context.storageState()).cookies;
  await page.context().addCookies(cookie);
  await page.goto(`${b.url}/assets?q=${encodeURIComponent(content)}`);
  const row = page.getByTestId("asset-row").filter({ hasText: content });
  await expect(row).toContainText("Blocked");
  await expect(row).toContainText("Completed");
  await page.goto(`${b.url}/assets?tab=following`);
  const followed = page.getByTestId("following-row").filter({ hasText: content });
  await expect(followed).toContainText("Blocked");
  await expect(followed).toContainText("Completed");
});

test("a watchlisted asset turning live again fires the re-emergence alert, once, from either instance", async () => {
  const onA = await signedIn(a);
  const origin = { Origin: a.url };
  const rule = {
    name: "Watchlisted asset back online",
    condition: { kind: "asset-live-again", list: "watchlist", windowMinutes: 30 },
    forSeconds: 0,
    severity: "warning",
    channelIds: [mailChannelId],
  };
  const saved = await onA.context.post("/api/alerts/rules", { headers: origin, data: rule });
  expect(saved.status(), await saved.text()).toBe(201);
  const firingMails = () => mails.filter((m) => m.includes("To: leads@example.test") && m.includes(rule.name) && /Subject: \[Rampart\] FIRING/.test(m));
  // Nothing came back yet: the service's clock has not moved since the first read of its watchlist.
  await new Promise((r) => setTimeout(r, 2_000));
  expect(firingMails()).toHaveLength(0);

  // Six hours later (the demo service scans its watchlist every 6 h): the service restarts at that instant.
  await service.kill();
  service = await startService(new Date(Date.parse(E2E_NOW) + 6 * 3_600_000).toISOString(), service.port);
  await expect.poll(() => firingMails().length, { timeout: 60_000 }).toBe(1);
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM threat_watchlist WHERE live_again_at IS NOT NULL AND liveness = 'ALIVE'");
    expect(rows[0].n).toBeGreaterThan(0);
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
