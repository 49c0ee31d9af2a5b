import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RenderedMessage } from "@/lib/alerts/channels/send";
import { createChannel } from "@/lib/alerts/channels-store";
import { channelInputSchema } from "@/lib/alerts/rule-schema";
import { createDb } from "@/lib/db/create-db";
import type { Database } from "@/lib/db/schema";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { type PostgresServer, postgresUnavailableReason, startPostgres } from "@/lib/testing/postgres";
import { type Deliver, digestTick, enqueueManual, recentSends } from "./outbox";
import { createDigest } from "./store";

const SECRET = "digest-outbox-test-alerts-secret-".padEnd(48, "z");
// Monday 23 November 2026 09:00 in Berlin is 08:00 UTC.
const DUE = Date.parse("2026-11-23T08:00:00.000Z");
const MESSAGE: RenderedMessage = { subject: "Weekly digest", text: "t", html: "<p>t</p>", slack: { text: "t" }, teams: {}, webhook: {} };

beforeAll(() => {
  process.env.ALERTS_SECRET = SECRET;
  resetEnvForTests();
  resetAlertsKeyForTests();
});
afterAll(() => resetAlertsKeyForTests());

async function clear(db: Kysely<Database>) {
  await db.deleteFrom("digest_deliveries").execute();
  await db.deleteFrom("digest_sends").execute();
  await db.deleteFrom("digests").execute();
  await db.deleteFrom("alert_channels").execute();
}

async function setUp(db: Kysely<Database>, created = DUE - 6 * 86_400_000) {
  const hook = (name: string) =>
    createChannel(
      db,
      channelInputSchema.parse({
        type: "webhook",
        name,
        secrets: { url: `https://${name}.example/hook`, signingSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" },
      }),
    );
  const a = (await hook("a")).channel;
  const b = (await hook("b")).channel;
  const digest = await createDigest(
    db,
    { name: "Weekly", organizations: [], channelIds: [a.id, b.id], day: 1, hour: 9, timeZone: "Europe/Berlin", enabled: true },
    "admin",
    new Date(created),
  );
  return { digest, a, b };
}

/** A delivery stub that records what it was asked to send; `fail` names channels that refuse. */
function recorder(fail: Set<number> = new Set()) {
  const sent: { channel: number; id: string }[] = [];
  const deliver: Deliver = async (channel, _message, id) => {
    if (fail.has(channel.id)) throw new Error("the receiver answered HTTP 500");
    sent.push({ channel: channel.id, id });
    return "HTTP 200";
  };
  return { sent, deliver };
}

const compose = async () => MESSAGE;

describe.each(testEngines())("the digest outbox on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(() => clear(db()));

  it("sends once per period: polls before the hour send nothing, at the hour once to every channel, later polls nothing more", async () => {
    const { a, b } = await setUp(db());
    const { sent, deliver } = recorder();
    let now = DUE - 60_000;
    const deps = () => ({ db: db(), holder: "one", now: () => new Date(now), compose, deliver });
    await digestTick(deps());
    // The previous Monday was before the digest existed: nothing owed.
    expect(sent).toEqual([]);
    now = DUE + 1000;
    await digestTick(deps());
    await digestTick(deps());
    now = DUE + 3_600_000;
    await digestTick(deps());
    expect(sent.map((s) => s.channel).sort()).toEqual([a.id, b.id].sort());
    const [send] = await recentSends(db(), (await db().selectFrom("digests").select("id").executeTakeFirstOrThrow()).id);
    expect(send).toMatchObject({ period: "2026-11-23", kind: "scheduled", late: false, status: "sent" });
  });

  it("a console down at the hour sends the latest period once when it comes back, saying it is late", async () => {
    await setUp(db(), DUE - 30 * 86_400_000);
    const { sent, deliver } = recorder();
    // Back three hours after the hour (and after missing earlier weeks: only the latest is owed).
    await digestTick({ db: db(), holder: "one", now: () => new Date(DUE + 3 * 3_600_000), compose, deliver });
    const sends = await db().selectFrom("digest_sends").selectAll().execute();
    expect(sends.map((s) => [s.period, s.late])).toEqual([["2026-11-23", 1]]);
    expect(sent).toHaveLength(2);
  });

  it("a failing channel is retried and shown, and never blocks the other", async () => {
    const { digest, a, b } = await setUp(db());
    const fail = new Set([a.id]);
    const { sent, deliver } = recorder(fail);
    let now = DUE + 1000;
    const deps = () => ({ db: db(), holder: "one", now: () => new Date(now), compose, deliver });
    await digestTick(deps());
    expect(sent.map((s) => s.channel)).toEqual([b.id]);
    let [send] = await recentSends(db(), digest.id);
    expect(send!.deliveries.find((d) => d.channelId === a.id)).toMatchObject({ status: "pending", attempts: 1, lastError: "the receiver answered HTTP 500" });
    fail.clear();
    now = DUE + 1000 + 31_000;
    await digestTick(deps());
    [send] = await recentSends(db(), digest.id);
    expect(send!.deliveries.map((d) => d.status)).toEqual(["delivered", "delivered"]);
    // The same id on the retry: receivers de-duplicate by it.
    expect(sent.filter((s) => s.channel === a.id).map((s) => s.id)).toEqual([`digest-${send!.id}-${a.id}`]);
    const audit = await db().selectFrom("audit_events").select(["action", "outcome"]).where("action", "=", "digest.delivery").execute();
    expect(audit.map((e) => e.outcome).sort()).toEqual(["failure", "success", "success"]);
  });

  it("Send now sends once to the chosen channels, beside the scheduled sends", async () => {
    const { digest, b } = await setUp(db());
    const { sent, deliver } = recorder();
    const now = new Date(DUE - 3_600_000);
    const id = await enqueueManual(db(), digest, "admin", now);
    await digestTick({ db: db(), holder: "one", now: () => now, compose, deliver }, { sendId: id, channelIds: [b.id], enqueue: false });
    expect(sent.map((s) => s.channel)).toEqual([b.id]);
    const [send] = await recentSends(db(), digest.id);
    expect(send).toMatchObject({ kind: "manual", createdBy: "admin", status: "sent" });
  });
});

describe.skipIf(postgresUnavailableReason() !== null)("two instances sharing PostgreSQL", () => {
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

  it("polling at the same moment, each digest goes to each channel exactly once", async () => {
    await clear(one);
    const digests = await Promise.all(Array.from({ length: 6 }, () => setUp(one)));
    const { sent, deliver } = recorder();
    let composed = 0;
    const counting = async () => {
      composed++;
      return MESSAGE;
    };
    const at = () => new Date(DUE + 5000);
    await Promise.all([
      digestTick({ db: one, holder: "instance-1", now: at, compose: counting, deliver }),
      digestTick({ db: two, holder: "instance-2", now: at, compose: counting, deliver }),
      digestTick({ db: one, holder: "instance-3", now: at, compose: counting, deliver }),
    ]);
    const expected = digests.flatMap(({ a, b }) => [a.id, b.id]).sort((x, y) => x - y);
    expect(sent.map((s) => s.channel).sort((x, y) => x - y)).toEqual(expected);
    expect(new Set(sent.map((s) => s.id)).size).toBe(sent.length);
    expect(composed).toBe(6);
    expect(await one.selectFrom("digest_sends").select("id").execute()).toHaveLength(6);
  });
});
