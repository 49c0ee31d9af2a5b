import type { Kysely } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createChannel } from "@/lib/alerts/channels-store";
import { channelInputSchema } from "@/lib/alerts/rule-schema";
import type { Threat, ThreatPage } from "@/lib/contract/threat";
import type { Database } from "@/lib/db/schema";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { threatFixture } from "@/lib/testing/threat-fixture";
import { followAsset } from "@/lib/threats/follows";
import { upsertThreats } from "@/lib/threats/store";
import { threatSyncOnce } from "@/lib/threats/sync";
import { deliverFollowMail, enqueueFollowMail, followMailContent } from "./outbox";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();
const threat = (id: number | string, extra: Partial<Threat> = {}) => threatFixture(id, new Date(T0), extra);

let smtp: SMTPServer;
let smtpPort = 0;
const mails: { to: string[]; data: string }[] = [];

beforeAll(async () => {
  process.env.ALERTS_SECRET = "follow-mail-test-alerts-secret-".padEnd(48, "z");
  process.env.PUBLIC_URL = "https://rampart.example.test";
  resetEnvForTests();
  resetAlertsKeyForTests();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString("utf8") });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
  resetAlertsKeyForTests();
});

/** The mail as a person reads it: quoted-printable and the subject's encoded words decoded (enough for these assertions). */
function readable(raw: string): string {
  const unwrapped = raw
    .replace(/\?=\s*=\?UTF-8\?Q\?/g, "")
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/g, (_, word: string) => word.replace(/_/g, " "))
    .replace(/=\r?\n/g, "")
    .replace(/\r\n/g, "\n");
  return Buffer.from(
    unwrapped.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

async function user(db: Kysely<Database>, username: string, email: string | null): Promise<number> {
  const { id } = await db
    .insertInto("users")
    .values({ username, password_hash: "scrypt$x", role: "reviewer", created_at: iso(T0), updated_at: iso(T0), email })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

async function emailChannel(db: Kysely<Database>) {
  await createChannel(
    db,
    channelInputSchema.parse({
      type: "email",
      name: "ops mail",
      // This test server offers no STARTTLS: the channel allows plain text on purpose.
      settings: { host: "127.0.0.1", port: smtpPort, allowPlainText: true, from: "rampart@example.test", to: ["ops@example.test"] },
    }),
  );
}

/** The feed as the sync reads it: one page of whatever the test says the service has now. */
function feedOf(rows: () => Threat[]) {
  return {
    db: undefined as unknown as Kysely<Database>,
    threats: async (): Promise<ThreatPage> => ({ threats: rows(), nextPage: null }),
    watchlist: async () => ({ watchlist: [], nextPage: null, total: 0 }),
    onPage: enqueueFollowMail,
    callsPerMinute: 600,
    pollMs: 0,
  };
}

describe.each(testEngines())("mail to an asset's followers on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    mails.length = 0;
    for (const table of ["follow_mail", "asset_follows", "threat_assets", "threat_sync", "console_state", "alert_channels", "users"] as const)
      await db().deleteFrom(table).execute();
  });

  it("mails each follower with an address once when the sync brings a change, through the email channel, to them only", async () => {
    await emailChannel(db());
    const ana = await user(db(), "ana", "ana@example.test");
    const bo = await user(db(), "bo", null);
    let service = [threat(1), threat("a-2")];
    const deps = { ...feedOf(() => service), db: db(), now: () => new Date(T0) };
    await threatSyncOnce(deps);
    await followAsset(db(), ana, "", "1", new Date(T0));
    await followAsset(db(), bo, "", "1", new Date(T0));
    await followAsset(db(), ana, "", "a-2", new Date(T0));

    // The service blocks asset 1 and completes its takedown; a-2 does not change.
    service = [threat(1, { state: "blocked", takedown: { status: "COMPLETED", submittedAt: iso(T0), completedAt: iso(T0) } }), threat("a-2")];
    await threatSyncOnce({ ...deps, now: () => new Date(T0 + 60_000) });
    // The same answer again (a rewound sweep) is no new change.
    await threatSyncOnce({ ...deps, now: () => new Date(T0 + 120_000) });
    expect(await deliverFollowMail(db(), "instance-a", () => new Date(T0 + 130_000))).toBe(1);
    expect(await deliverFollowMail(db(), "instance-a", () => new Date(T0 + 140_000))).toBe(0);

    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["ana@example.test"]);
    const body = readable(mails[0]!.data);
    expect(body).toContain("Subject: [Rampart] https://a1.test: State: Escalated → Blocked; Takedown: none → Completed");
    expect(body).toContain("  State: Escalated → Blocked\n");
    expect(body).toContain("In the console: https://rampart.example.test/assets?tab=following");
    const row = await db().selectFrom("follow_mail").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", asset_id: "1", to_address: "ana@example.test" });
  });

  it("writes no mail without an email channel, and does not mail the old change when a channel is added later", async () => {
    const ana = await user(db(), "ana", "ana@example.test");
    await upsertThreats(db(), "", [threat(1)], new Date(T0));
    await followAsset(db(), ana, "", "1", new Date(T0));
    await upsertThreats(db(), "", [threat(1, { state: "blocked" })], new Date(T0));
    expect(await enqueueFollowMail(db(), "", ["1"], new Date(T0))).toBe(0);
    await emailChannel(db());
    expect(await enqueueFollowMail(db(), "", ["1"], new Date(T0))).toBe(0);
    await upsertThreats(db(), "", [threat(1, { state: "blocked", livenessStatus: "DEAD" })], new Date(T0));
    expect(await enqueueFollowMail(db(), "", ["1"], new Date(T0))).toBe(1);
    const [row] = await db().selectFrom("follow_mail").select("payload").execute();
    expect(JSON.parse(row!.payload).changes).toEqual([{ what: "liveness", before: "ALIVE", after: "DEAD" }]);
  });

  it("keeps a mail the server refused, and sends it on a later attempt after the backoff", async () => {
    await emailChannel(db());
    const ana = await user(db(), "ana", "ana@example.test");
    await upsertThreats(db(), "", [threat(1)], new Date(T0));
    await followAsset(db(), ana, "", "1", new Date(T0));
    await upsertThreats(db(), "", [threat(1, { state: "blocked" })], new Date(T0));
    await enqueueFollowMail(db(), "", ["1"], new Date(T0));
    const refused = async () => {
      throw new Error("connection reset");
    };
    expect(await deliverFollowMail(db(), "a", () => new Date(T0), refused)).toBe(1);
    expect(await db().selectFrom("follow_mail").select(["status", "last_error"]).executeTakeFirstOrThrow()).toEqual({
      status: "pending",
      last_error: "sending failed",
    });
    // Not yet due: 30 s backoff after the first attempt.
    expect(await deliverFollowMail(db(), "a", () => new Date(T0 + 10_000))).toBe(0);
    expect(await deliverFollowMail(db(), "a", () => new Date(T0 + 31_000))).toBe(1);
    expect(mails).toHaveLength(1);
  });
});

describe("the mail's words", () => {
  it("names the organization and links its Following list, and says a missing address plainly", () => {
    const content = followMailContent(
      { org: "acme", asset: { id: "9", content: null, type: null, detailsUrl: null }, changes: [{ what: "takedown", before: null, after: "SUBMITTED" }] },
      null,
    );
    expect(content.subject).toMatch(/^\[Rampart\] asset 9: Takedown: none → /);
    expect(content.text).toContain("(organization acme)");
    expect(content.text).not.toContain("In the console:");
    expect(followMailContent({ org: "acme", asset: { id: "9", content: "x", type: null, detailsUrl: null }, changes: [] }, "https://r.test/").text).toContain(
      "https://r.test/assets?tab=following&slug=acme",
    );
  });
});
