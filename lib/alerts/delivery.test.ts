import { spawn } from "node:child_process";
import path from "node:path";
import type { Kysely } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/create-db";
import type { Database } from "@/lib/db/schema";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { type PostgresServer, postgresUnavailableReason, startPostgres } from "@/lib/testing/postgres";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/testing/webhook-receiver";
import { createChannel } from "./channels-store";
import { evaluateRules } from "./evaluate";
import { backoffMs, CLAIM_MS, deliverDue } from "./outbox";
import { channelInputSchema, ruleInputSchema } from "./rule-schema";
import { createRule } from "./rules-store";
import { clearAlertTables, fakeSources } from "./testing";

const SECRET = "delivery-test-alerts-secret-".padEnd(48, "z");
const SIGNING = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const T0 = Date.parse("2026-11-20T12:00:00.000Z");

let receiver: WebhookReceiver;
let smtp: SMTPServer;
let smtpPort = 0;
const mails: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  process.env.ALERTS_SECRET = SECRET;
  resetEnvForTests();
  resetAlertsKeyForTests();
  receiver = await startWebhookReceiver(() => SIGNING);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onAuth: (auth, _session, cb) =>
      auth.username === "alerts" && auth.password === "smtp-pass-1" ? cb(null, { user: "alerts" }) : cb(new Error("bad credentials")),
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await receiver.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  resetAlertsKeyForTests();
});

beforeEach(() => {
  receiver.received.length = 0;
  receiver.respond = () => 200;
  mails.length = 0;
});

async function webhookChannel(db: Kysely<Database>) {
  return (await createChannel(db, channelInputSchema.parse({ type: "webhook", name: "hook", secrets: { url: receiver.url, signingSecret: SIGNING } }))).channel;
}

async function firingRules(db: Kysely<Database>, channelIds: number[], names = ["Backlog"]) {
  for (const name of names)
    await createRule(
      db,
      ruleInputSchema.parse({ name, condition: { kind: "figure-above", figure: "totalPending", threshold: 50 }, channelIds, note: "Add reviewers" }),
      "admin",
    );
  return evaluateRules(db, fakeSources({ pending: 60 }).sources, new Date(T0));
}

describe.each(testEngines())("delivery on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(() => clearAlertTables(db()));

  it("a real SMTP server receives the mail, with the password from the sealed secrets", async () => {
    const { channel } = await createChannel(
      db(),
      channelInputSchema.parse({
        type: "email",
        name: "ops mail",
        // This test server offers no STARTTLS: the channel allows plain text on purpose.
        settings: { host: "127.0.0.1", port: smtpPort, allowPlainText: true, username: "alerts", from: "rampart@example.test", to: ["ops@example.test"] },
        secrets: { password: "smtp-pass-1" },
      }),
    );
    const stored = await db().selectFrom("alert_channels").select("sealed_secrets").executeTakeFirstOrThrow();
    expect(stored.sealed_secrets).not.toContain("smtp-pass-1");
    await firingRules(db(), [channel.id]);
    expect(await deliverDue(db(), "a")).toBe(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["ops@example.test"]);
    expect(mails[0]!.data).toContain("Subject: [Rampart] FIRING Backlog");
    expect(mails[0]!.data).toContain("What to do: Add reviewers");
    const row = await db().selectFrom("alert_notifications").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("delivered");
  });

  it("refuses a mail server without TLS unless the channel allows plain text: nothing is sent, and the attempt says why", async () => {
    const { channel } = await createChannel(
      db(),
      channelInputSchema.parse({
        type: "email",
        name: "ops mail",
        settings: { host: "127.0.0.1", port: smtpPort, username: "alerts", from: "rampart@example.test", to: ["ops@example.test"] },
        secrets: { password: "smtp-pass-1" },
      }),
    );
    await firingRules(db(), [channel.id]);
    await deliverDue(db(), "a", () => new Date(T0));
    expect(mails).toHaveLength(0);
    const row = await db().selectFrom("alert_notifications").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "pending",
      last_error: "the mail server offers no TLS (STARTTLS), and this channel does not allow sending without it",
    });
  });

  it("a loopback receiver verifies the signature; one message holds the rules of one evaluation", async () => {
    const channel = await webhookChannel(db());
    await firingRules(db(), [channel.id], ["Backlog", "Breaches"]);
    await deliverDue(db(), "a");
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.signatureValid).toBe(true);
    expect(got.id).toMatch(/^msg_/);
    expect(got.body).toMatchObject({ type: "alert.firing", data: { alerts: [{ ruleName: "Backlog" }, { ruleName: "Breaches" }] } });
  });

  it("retries a failed send with backoff under the same webhook-id, and records each attempt", async () => {
    const channel = await webhookChannel(db());
    await firingRules(db(), [channel.id]);
    receiver.respond = () => 503;
    await deliverDue(db(), "a", () => new Date(T0));
    let row = await db().selectFrom("alert_notifications").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", last_error: "the receiver answered HTTP 503" });
    expect(Number(row.attempts)).toBe(1);
    expect(await deliverDue(db(), "a", () => new Date(T0 + 1000)), "not due before the backoff").toBe(0);
    receiver.respond = () => 200;
    await deliverDue(db(), "a", () => new Date(T0 + backoffMs(1)));
    row = await db().selectFrom("alert_notifications").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("delivered");
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    const attempts = await db().selectFrom("alert_delivery_attempts").select(["attempt", "outcome"]).orderBy("id").execute();
    expect(attempts.map((a) => [Number(a.attempt), a.outcome])).toEqual([
      [1, "failure"],
      [2, "success"],
    ]);
  });

  it("gives up after 24 hours", async () => {
    const channel = await webhookChannel(db());
    await firingRules(db(), [channel.id]);
    receiver.respond = () => 500;
    await deliverDue(db(), "a", () => new Date(T0 + 24 * 3_600_000));
    expect((await db().selectFrom("alert_notifications").select("status").executeTakeFirstOrThrow()).status).toBe("failed");
  });
});

describe.skipIf(postgresUnavailableReason() !== null)("several instances sharing PostgreSQL", () => {
  let server: PostgresServer;
  let one: Kysely<Database>;
  let two: Kysely<Database>;
  beforeAll(async () => {
    server = await startPostgres();
    one = await createDb({ databaseUrl: server.url });
    two = await createDb({ databaseUrl: server.url });
  });
  afterAll(async () => {
    await one?.destroy();
    await two?.destroy();
    await server?.stop();
  });
  beforeEach(() => clearAlertTables(one));
  afterEach(() => {
    receiver.respond = () => 200;
  });

  it("two delivery loops send each notification exactly once", async () => {
    const channel = await webhookChannel(one);
    const at = new Date(T0).toISOString();
    const ids = Array.from({ length: 40 }, (_, i) => `msg_pg_${i}`);
    await one
      .insertInto("alert_notifications")
      .values(
        ids.map((id) => ({
          id,
          channel_id: channel.id,
          kind: "firing",
          payload: JSON.stringify({ kind: "firing", at, alerts: [] }),
          created_at: at,
          status: "pending",
          attempts: 0,
          next_attempt_at: at,
        })),
      )
      .execute();
    const [a, b] = await Promise.all([deliverDue(one, "instance-1"), deliverDue(two, "instance-2")]);
    expect(a + b).toBe(40);
    expect(receiver.received.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
  });

  it("kill -9 mid-send: the claim expires and the next run delivers it, under the same webhook-id", async () => {
    const channel = await webhookChannel(one);
    await firingRules(one, [channel.id]);
    let arrived: () => void = () => {};
    const firstArrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    receiver.respond = () => {
      arrived();
      return "hang";
    };
    const root = path.resolve(import.meta.dirname, "..", "..");
    // node itself (tsx as a loader), so the PID killed is the one sending, not a launcher.
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "lib/testing/alerts-delivery-child.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: server.url, ALERTS_SECRET: SECRET },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    const first = await Promise.race([firstArrival.then(() => "sending"), exited.then(() => "exited")]);
    expect(first, `the child stopped before sending: ${stderr}`).toBe("sending");
    child.kill("SIGKILL");
    await exited;
    receiver.respond = () => 200;
    expect(await deliverDue(one, "restarted", () => new Date()), "still claimed by the dead instance").toBe(0);
    expect(await deliverDue(one, "restarted", () => new Date(Date.now() + CLAIM_MS + 1000))).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.id).toBe(receiver.received[1]!.id);
    const attempts = await one.selectFrom("alert_delivery_attempts").select(["attempt", "outcome"]).orderBy("id").execute();
    expect(attempts.map((x) => [Number(x.attempt), x.outcome])).toEqual([
      [1, "interrupted"],
      [2, "success"],
    ]);
    expect((await one.selectFrom("alert_notifications").select("status").executeTakeFirstOrThrow()).status).toBe("delivered");
  }, 60_000);
});
