import type { Kysely } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/schema";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { deriveKey } from "@/lib/secret-box";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/testing/webhook-receiver";
import { DeliveryError, sendToChannel } from "./channels/send";
import { createChannel, getChannel, updateChannel } from "./channels-store";
import { channelInputSchema } from "./rule-schema";
import { clearAlertTables } from "./testing";

const KEY = deriveKey("channel-secrets-test-".padEnd(48, "k"));
const SIGNING = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const TEST = { kind: "test" as const, at: "2026-11-25T12:00:00.000Z", alerts: [] };

/** A mail server that accepts any login and records each AUTH it was sent. */
async function captureSmtp() {
  const auths: { username: string; password: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    onAuth: (auth, _session, cb) => {
      auths.push({ username: auth.username ?? "", password: auth.password ?? "" });
      cb(null, { user: auth.username });
    },
    onData: (stream, _session, cb) => {
      stream.resume();
      stream.on("end", () => cb());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { auths, port: (server.server.address() as { port: number }).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let ours: Awaited<ReturnType<typeof captureSmtp>>;
let theirs: Awaited<ReturnType<typeof captureSmtp>>;
let hookA: WebhookReceiver;
let hookB: WebhookReceiver;
let hookBSecret: string | null = null;

beforeAll(async () => {
  [ours, theirs, hookA, hookB] = await Promise.all([
    captureSmtp(),
    captureSmtp(),
    startWebhookReceiver(() => SIGNING),
    startWebhookReceiver(() => hookBSecret),
  ]);
});
afterAll(async () => {
  await Promise.all([ours.close(), theirs.close(), hookA.close(), hookB.close()]);
});
beforeEach(() => {
  for (const list of [ours.auths, theirs.auths, hookA.received, hookB.received]) list.length = 0;
  hookBSecret = null;
});

const email = (port: number, extra: { host?: string; username?: string; password?: string } = {}) =>
  channelInputSchema.parse({
    type: "email",
    name: "ops mail",
    // The test servers offer no STARTTLS: the channels allow plain text on purpose.
    settings: {
      host: extra.host ?? "127.0.0.1",
      port,
      allowPlainText: true,
      username: extra.username ?? "alerts",
      from: "rampart@example.test",
      to: ["ops@example.test"],
    },
    secrets: extra.password ? { password: extra.password } : {},
  });

async function sendTest(db: Kysely<Database>, id: number): Promise<string> {
  const channel = await getChannel(db, id, KEY);
  return sendToChannel(channel!, TEST, "msg_test_1").catch((error: unknown) => {
    expect(error).toBeInstanceOf(DeliveryError);
    return `refused: ${(error as Error).message}`;
  });
}

describe.each(testEngines())("a secret belongs to its destination, on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(() => clearAlertTables(db()));

  it("a new SMTP host or port needs the password again; the stored one never reaches it", async () => {
    const { channel } = await createChannel(db(), email(ours.port, { password: "pass-ours" }), new Date(), KEY);
    expect(await sendTest(db(), channel.id)).toMatch(/^accepted/);
    expect(ours.auths).toEqual([{ username: "alerts", password: "pass-ours" }]);

    expect(await updateChannel(db(), channel.id, email(theirs.port), new Date(), KEY)).toBe("password-needed");
    expect(await updateChannel(db(), channel.id, email(ours.port, { host: "localhost" }), new Date(), KEY)).toBe("password-needed");
    // Refused: nothing changed, and the test still goes to the server the password was entered for.
    expect(await sendTest(db(), channel.id)).toMatch(/^accepted/);
    expect(theirs.auths).toEqual([]);

    // The same host in other letters is the same destination; a rename keeps the password.
    const renamed = await updateChannel(db(), channel.id, { ...email(ours.port, { host: "127.0.0.1" }), name: "renamed" }, new Date(), KEY);
    expect(renamed).toMatchObject({ channel: { name: "renamed", secretsSet: ["password"] } });

    const moved = await updateChannel(db(), channel.id, email(theirs.port, { password: "pass-theirs" }), new Date(), KEY);
    expect(moved).toMatchObject({ channel: { secretsSet: ["password"] } });
    expect(await sendTest(db(), channel.id)).toMatch(/^accepted/);
    expect(theirs.auths).toEqual([{ username: "alerts", password: "pass-theirs" }]);
  });

  it("without a username a new host drops the stored password instead; it is not sent anywhere again", async () => {
    const { channel } = await createChannel(db(), email(ours.port, { password: "pass-ours" }), new Date(), KEY);
    const moved = await updateChannel(db(), channel.id, email(theirs.port, { username: "" }), new Date(), KEY);
    expect(moved).toMatchObject({ channel: { secretsSet: [] } });
    expect(await sendTest(db(), channel.id)).toMatch(/^accepted/);
    // Back to a username on the first server: the dropped password does not come back.
    expect(await updateChannel(db(), channel.id, email(ours.port), new Date(), KEY)).toMatchObject({ channel: { secretsSet: [] } });
    expect(await sendTest(db(), channel.id)).toBe("refused: the channel has no password for this mail server: enter it again");
    expect([...ours.auths.slice(1), ...theirs.auths]).toEqual([]);
  });

  it("settings changed in the store itself do not carry the password to the new host", async () => {
    const { channel } = await createChannel(db(), email(ours.port, { password: "pass-ours" }), new Date(), KEY);
    const row = await db().selectFrom("alert_channels").select("settings").where("id", "=", channel.id).executeTakeFirstOrThrow();
    await db()
      .updateTable("alert_channels")
      .set({ settings: JSON.stringify({ ...JSON.parse(row.settings), port: theirs.port }) })
      .where("id", "=", channel.id)
      .execute();
    expect((await getChannel(db(), channel.id, KEY))!.secretsSet).toEqual([]);
    expect(await sendTest(db(), channel.id)).toBe("refused: the channel has no password for this mail server: enter it again");
    expect(theirs.auths).toEqual([]);
  });

  it("a webhook's new address gets a new signing secret, answered once, unless one is given", async () => {
    const input = (url: string, signingSecret?: string) =>
      channelInputSchema.parse({ type: "webhook", name: "hook", secrets: { url, ...(signingSecret ? { signingSecret } : {}) } });
    const { channel } = await createChannel(db(), input(hookA.url, SIGNING), new Date(), KEY);
    // Unchanged address (left out, or sent again): the secret stays.
    expect(await updateChannel(db(), channel.id, channelInputSchema.parse({ type: "webhook", name: "hook" }), new Date(), KEY)).not.toHaveProperty(
      "signingSecret",
    );
    expect(await updateChannel(db(), channel.id, input(hookA.url), new Date(), KEY)).not.toHaveProperty("signingSecret");
    await sendTest(db(), channel.id);
    expect(hookA.received.at(-1)?.signatureValid).toBe(true);

    const moved = await updateChannel(db(), channel.id, input(hookB.url), new Date(), KEY);
    const fresh = (moved as { signingSecret?: string }).signingSecret;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(SIGNING);
    // Checked by the receiver's own HMAC: signed with the new secret, and not with the one entered for the old address.
    hookBSecret = fresh!;
    expect(await sendTest(db(), channel.id)).toBe("HTTP 200");
    expect(hookB.received.at(-1)?.signatureValid).toBe(true);
    hookBSecret = SIGNING;
    await sendTest(db(), channel.id);
    expect(hookB.received.at(-1)?.signatureValid).toBe(false);

    const given = await updateChannel(db(), channel.id, input(hookA.url, "whsec_AAAAAAAAAAAAAAAAAAAAAAAA"), new Date(), KEY);
    expect(given).not.toHaveProperty("signingSecret");
    expect((await getChannel(db(), channel.id, KEY))!.secrets.signingSecret).toBe("whsec_AAAAAAAAAAAAAAAAAAAAAAAA");
  });
});
