import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { listAuditEvents } from "@/lib/db/audit-events";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { apiPathOf, callRoute, handlersOf, ROUTE_MODULES, withTempConsoleStore } from "@/lib/testing/route-harness";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/testing/webhook-receiver";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

const PRINCIPALS: Record<string, Principal | null> = {
  none: null,
  viewer: { kind: "user", userId: 3, username: "viewer", role: "viewer" },
  reviewer: { kind: "user", userId: 2, username: "reviewer", role: "reviewer" },
  admin: { kind: "user", userId: 1, username: "admin", role: "admin" },
  wall: { kind: "wall", linkId: 1, name: "lobby" },
};
const ADMIN = PRINCIPALS.admin!;

/**
 * The role table for alerts: everyone reads alerts (a channel's settings only admins: others get
 * its name and kind), the wall reads what is firing, reviewers and admins acknowledge a firing
 * alert, admins change the rest.
 */
const EXPECTED: Record<string, Record<string, { permission: string; wall?: boolean }>> = {
  alerts: { GET: { permission: "read" } },
  "alerts/firing": { GET: { permission: "read", wall: true } },
  "alerts/history": { GET: { permission: "read" } },
  "alerts/rules": { POST: { permission: "admin" } },
  "alerts/rules/[ruleId]": { PATCH: { permission: "admin" }, DELETE: { permission: "admin" } },
  "alerts/rules/[ruleId]/acknowledgement": { POST: { permission: "review" }, DELETE: { permission: "review" } },
  "alerts/channels": { POST: { permission: "admin" } },
  "alerts/channels/[channelId]": { PATCH: { permission: "admin" }, DELETE: { permission: "admin" } },
  "alerts/channels/[channelId]/test": { POST: { permission: "admin" } },
  "alerts/silences": { POST: { permission: "admin" } },
  "alerts/silences/[silenceId]": { DELETE: { permission: "admin" } },
};

withTempConsoleStore("alerts-routes");
let receiver: WebhookReceiver;
let signingSecret: string | null = null;
beforeAll(async () => {
  resetAlertsKeyForTests();
  receiver = await startWebhookReceiver(() => signingSecret);
});
afterAll(async () => {
  await receiver.close();
  resetAlertsKeyForTests();
});
beforeEach(() => {
  session.principal = ADMIN;
});

async function call(method: string, route: string, options: { params?: Record<string, string>; body?: unknown; query?: string } = {}) {
  const handler = (await handlersOf(route)).find(([m]) => m === method)![1];
  return callRoute(handler, method, route, options);
}

describe("alerts routes: the role table", () => {
  it("declares exactly these routes with these permissions", async () => {
    const routes = Object.keys(ROUTE_MODULES)
      .map(apiPathOf)
      .filter((r) => r === "alerts" || r.startsWith("alerts/"));
    expect(routes.sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const route of routes) {
      const declared = Object.fromEntries((await handlersOf(route)).map(([m, h]) => [m, { permission: h.permission, wall: h.wall }]));
      const expected = Object.fromEntries(Object.entries(EXPECTED[route]!).map(([m, d]) => [m, { permission: d.permission, wall: d.wall ?? false }]));
      expect(declared, route).toEqual(expected);
    }
  });

  for (const who of Object.keys(PRINCIPALS)) {
    it(`as ${who}: 401 signed out, 403 without the permission`, async () => {
      session.principal = PRINCIPALS[who]!;
      for (const [route, methods] of Object.entries(EXPECTED)) {
        for (const [method, decl] of Object.entries(methods)) {
          const response = await call(method, route, { params: { ruleId: "999", channelId: "999", silenceId: "999" }, body: {} });
          const allowed =
            who === "wall"
              ? decl.wall === true
              : who === "none"
                ? false
                : decl.permission === "read" || who === "admin" || (decl.permission === "review" && who === "reviewer");
          const label = `${who} ${method} ${route}`;
          if (allowed) expect([200, 400, 404], label).toContain(response.status);
          else expect(response.status, label).toBe(who === "none" ? 401 : 403);
        }
      }
    });
  }
});

describe("alerts routes: rules, channels, silences", () => {
  it("secrets are write-only: never answered, listed or audited, and kept when an update leaves them out", async () => {
    const url = `${receiver.url}?token=very-secret-part`;
    const created = await call("POST", "alerts/channels", { body: { type: "webhook", name: "Receiver", secrets: { url } } });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body.signingSecret).toMatch(/^whsec_/);
    signingSecret = body.signingSecret;
    expect(JSON.stringify(body.channel)).not.toContain("very-secret-part");
    expect(body.channel.secretsSet.sort()).toEqual(["signingSecret", "url"]);
    // Only the address's host is answered (the list shows where a channel posts), never its path or query.
    expect(body.channel.addressHost).toBe(new URL(receiver.url).host);
    expect(body.channel.addressMark).toMatch(/^[0-9a-f]{6}$/);
    const id = String(body.channel.id);

    const renamed = await call("PATCH", "alerts/channels/[channelId]", { params: { channelId: id }, body: { type: "webhook", name: "Renamed" } });
    expect(renamed.status).toBe(200);

    const test = await call("POST", "alerts/channels/[channelId]/test", { params: { channelId: id } });
    expect(test.status, await test.clone().text()).toBe(200);
    expect(receiver.received.at(-1)).toMatchObject({ path: "/hook?token=very-secret-part", signatureValid: true, body: { type: "alert.test" } });

    const overview = await (await call("GET", "alerts")).text();
    expect(overview).toContain("Renamed");
    for (const secret of ["very-secret-part", signingSecret!]) expect(overview).not.toContain(secret);
    const audit = JSON.stringify((await listAuditEvents(await getDb(), { limit: 50 })).items);
    for (const secret of ["very-secret-part", signingSecret!]) expect(audit).not.toContain(secret);
  });

  it("a re-pointed email channel needs its password again: Send test never carries the stored one to the new server", async () => {
    const auths: string[] = [];
    const theirs = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      onAuth: (auth, _session, cb) => {
        auths.push(`${auth.username}:${auth.password}`);
        cb(null, { user: auth.username });
      },
      onData: (stream, _session, cb) => {
        stream.resume();
        stream.on("end", () => cb());
      },
    });
    await new Promise<void>((resolve) => theirs.listen(0, "127.0.0.1", resolve));
    const port = (theirs.server.address() as { port: number }).port;
    try {
      const settings = { host: "smtp.example.invalid", port: 587, username: "alerts", from: "rampart@example.test", to: ["ops@example.test"] };
      const created = await call("POST", "alerts/channels", { body: { type: "email", name: "Mail", settings, secrets: { password: "stored-pass" } } });
      const id = String((await created.json()).channel.id);
      const moved = await call("PATCH", "alerts/channels/[channelId]", {
        params: { channelId: id },
        body: { type: "email", name: "Mail", settings: { ...settings, host: "127.0.0.1", port } },
      });
      expect(moved.status).toBe(400);
      expect((await moved.json()).error.issues).toEqual([{ message: "Enter the password again for the new host", path: ["body", "secrets", "password"] }]);
      expect((await call("POST", "alerts/channels/[channelId]/test", { params: { channelId: id } })).status).toBe(422);
      expect(auths).toEqual([]);
      const resent = await call("PATCH", "alerts/channels/[channelId]", {
        params: { channelId: id },
        // This test server offers no STARTTLS: the channel allows plain text on purpose.
        body: { type: "email", name: "Mail", settings: { ...settings, host: "127.0.0.1", port, allowPlainText: true }, secrets: { password: "their-pass" } },
      });
      expect(resent.status).toBe(200);
      expect((await call("POST", "alerts/channels/[channelId]/test", { params: { channelId: id } })).status).toBe(200);
      expect(auths).toEqual(["alerts:their-pass"]);
    } finally {
      await new Promise<void>((resolve) => theirs.close(() => resolve()));
    }
  });

  it("a channel's settings are for admins: viewers and reviewers read its name and kind only", async () => {
    const settings = { host: "smtp.reader-test.example", port: 2526, username: "mailer-login", from: "rampart@example.test", to: ["oncall-list@example.test"] };
    const created = await call("POST", "alerts/channels", { body: { type: "email", name: "Reader mail", settings, secrets: { password: "pw-reader-test" } } });
    const { id } = (await created.json()).channel;
    const admin = await (await call("GET", "alerts")).json();
    expect(admin.channels.find((c: { id: number }) => c.id === id)).toMatchObject({ name: "Reader mail", type: "email", settings, secretsSet: ["password"] });
    for (const who of ["viewer", "reviewer"]) {
      session.principal = PRINCIPALS[who]!;
      const response = await call("GET", "alerts");
      expect(response.status).toBe(200);
      const text = await response.text();
      const body = JSON.parse(text);
      expect(
        body.channels.find((c: { id: number }) => c.id === id),
        who,
      ).toEqual({ id, name: "Reader mail", type: "email" });
      for (const value of [
        "smtp.reader-test.example",
        "2526",
        "mailer-login",
        "oncall-list@example.test",
        "rampart@example.test",
        "pw-reader-test",
        "secretsSet",
        "addressHost",
        "addressMark",
      ]) {
        expect(text, `${who} reads ${value}`).not.toContain(value);
      }
    }
  });

  it("refuses a channel typed at a link-local or cloud metadata address, on its field; an internal one is the admin's call", async () => {
    for (const [body, path] of [
      [{ type: "webhook", name: "meta", secrets: { url: "http://169.254.169.254/latest/meta-data/" } }, ["body", "secrets", "url"]],
      [{ type: "teams", name: "meta6", secrets: { url: "http://[fd00:ec2::254]/" } }, ["body", "secrets", "url"]],
      [{ type: "email", name: "azure", settings: { host: "168.63.129.16", from: "a@example.test", to: ["b@example.test"] } }, ["body", "settings", "host"]],
      [{ type: "slack", name: "alibaba", secrets: { url: "http://100.100.100.200/x" } }, ["body", "secrets", "url"]],
    ] as const) {
      const refused = await call("POST", "alerts/channels", { body });
      expect(refused.status, body.name).toBe(400);
      const [issue] = (await refused.json()).error.issues;
      expect(issue, body.name).toEqual({ message: expect.stringMatching(/^This is a link-local or cloud metadata address/), path });
    }
    const internal = await call("POST", "alerts/channels", { body: { type: "slack", name: "internal", secrets: { url: "http://10.0.0.5/hook" } } });
    expect(internal.status).toBe(201);
    const moved = await call("PATCH", "alerts/channels/[channelId]", {
      params: { channelId: String((await internal.json()).channel.id) },
      body: { type: "slack", name: "internal", secrets: { url: "http://169.254.169.254/hook" } },
    });
    expect(moved.status).toBe(400);
  });

  it("refuses a webhook target that is not http(s), and a channel without its address", async () => {
    const ftp = await call("POST", "alerts/channels", { body: { type: "slack", name: "x", secrets: { url: "ftp://example.test/x" } } });
    expect(ftp.status).toBe(400);
    const none = await call("POST", "alerts/channels", { body: { type: "teams", name: "x" } });
    expect(none.status).toBe(400);
  });

  it("a rule names only existing channels; it can be edited and deleted, its history kept", async () => {
    const bad = await call("POST", "alerts/rules", { body: { name: "r", condition: { kind: "review-budget", used: 8 }, channelIds: [4242] } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues[0].message).toContain("4242");
    const created = await call("POST", "alerts/rules", {
      body: { name: "Budget", condition: { kind: "review-budget", used: 8 }, forSeconds: 60, note: "Slow down reviews" },
    });
    expect(created.status).toBe(201);
    const { rule } = await created.json();
    expect(rule).toMatchObject({ name: "Budget", scope: "own", severity: "warning", forSeconds: 60, createdBy: "admin" });
    const edited = await call("PATCH", "alerts/rules/[ruleId]", {
      params: { ruleId: String(rule.id) },
      body: { name: "Budget 9", condition: { kind: "review-budget", used: 9 } },
    });
    expect((await edited.json()).rule.name).toBe("Budget 9");
    expect((await call("DELETE", "alerts/rules/[ruleId]", { params: { ruleId: String(rule.id) } })).status).toBe(204);
    expect((await call("DELETE", "alerts/rules/[ruleId]", { params: { ruleId: String(rule.id) } })).status).toBe(404);
  });

  it("a silence needs a rule or a scope (not both), a reason and an end in the future; ending it early is audited", async () => {
    expect((await call("POST", "alerts/silences", { body: { endsAt: "2999-01-01T00:00:00Z", reason: "x" } })).status).toBe(400);
    expect((await call("POST", "alerts/silences", { body: { ruleId: 1, scope: "all", endsAt: "2999-01-01T00:00:00Z", reason: "x" } })).status).toBe(400);
    expect((await call("POST", "alerts/silences", { body: { scope: "all", endsAt: "2000-01-01T00:00:00Z", reason: "x" } })).status).toBe(400);
    const created = await call("POST", "alerts/silences", { body: { scope: "org:acme", endsAt: "2999-01-01T00:00:00Z", reason: "migration" } });
    expect(created.status).toBe(201);
    const { silence } = await created.json();
    expect((await (await call("GET", "alerts")).json()).silences.map((s: { id: number }) => s.id)).toContain(silence.id);
    expect((await call("DELETE", "alerts/silences/[silenceId]", { params: { silenceId: String(silence.id) } })).status).toBe(200);
    expect((await (await call("GET", "alerts")).json()).silences.map((s: { id: number }) => s.id)).not.toContain(silence.id);
    const audit = await listAuditEvents(await getDb(), { action: "alert-silence.end", limit: 5 });
    expect(audit.items[0]).toMatchObject({ username: "admin", outcome: "success" });
  });

  it("history and firing answer empty lists on a fresh store", async () => {
    expect(await (await call("GET", "alerts/history")).json()).toEqual({ entries: [] });
    expect(await (await call("GET", "alerts/firing")).json()).toEqual({ alerts: [] });
    expect((await call("GET", "alerts/history", { query: "?limit=0" })).status).toBe(400);
  });

  it("a reviewer acknowledges a firing alert with a note and unacknowledges it, each audited; a rule that is not firing is refused", async () => {
    const created = await call("POST", "alerts/rules", { body: { name: "Down", condition: { kind: "service", problem: "unreachable" } } });
    const ruleId = String((await created.json()).rule.id);
    session.principal = PRINCIPALS.reviewer!;
    expect((await call("POST", "alerts/rules/[ruleId]/acknowledgement", { params: { ruleId }, body: {} })).status).toBe(409);
    const at = new Date().toISOString();
    await (await getDb())
      .insertInto("alert_states")
      .values({ rule_id: Number(ruleId), state: "firing", since: at, last_true_at: at, last_value: null, last_evaluated_at: at })
      .execute();
    expect((await call("POST", "alerts/rules/[ruleId]/acknowledgement", { params: { ruleId }, body: { note: "x".repeat(501) } })).status).toBe(400);
    const acked = await call("POST", "alerts/rules/[ruleId]/acknowledgement", { params: { ruleId }, body: { note: "restarting the proxy" } });
    expect(await acked.json()).toMatchObject({ acknowledgement: { by: "reviewer", note: "restarting the proxy", until: null } });
    expect((await call("DELETE", "alerts/rules/[ruleId]/acknowledgement", { params: { ruleId } })).status).toBe(200);
    const db = await getDb();
    expect((await listAuditEvents(db, { action: "alert.acknowledge", limit: 5 })).items[0]).toMatchObject({ username: "reviewer", outcome: "success" });
    expect((await listAuditEvents(db, { action: "alert.unacknowledge", limit: 5 })).items[0]).toMatchObject({ username: "reviewer", outcome: "success" });
  });
  it("a PagerDuty channel needs its routing key (refused on that field), never answers it, and Send test triggers and resolves an incident of its own", async () => {
    const missing = await call("POST", "alerts/channels", { body: { type: "pagerduty", name: "On-call", settings: { eventsUrl: receiver.url } } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.issues[0]).toMatchObject({ path: ["body", "secrets", "routingKey"] });
    const routingKey = "pdKey0123456789abcdefABCDEF01234";
    const created = await call("POST", "alerts/channels", {
      body: { type: "pagerduty", name: "On-call", settings: { eventsUrl: receiver.url }, secrets: { routingKey } },
    });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(JSON.stringify(body)).not.toContain(routingKey);
    expect(body.channel.secretsSet).toEqual(["routingKey"]);
    const before = receiver.received.length;
    const test = await call("POST", "alerts/channels/[channelId]/test", { params: { channelId: String(body.channel.id) } });
    expect(await test.json()).toMatchObject({ delivered: true, detail: "trigger, resolve accepted" });
    const sent = receiver.received.slice(before).map((r) => r.body as { event_action: string; dedup_key: string; routing_key: string });
    expect(sent.map((e) => e.event_action)).toEqual(["trigger", "resolve"]);
    expect(sent[0]!.dedup_key).toBe(sent[1]!.dedup_key);
    expect(sent[0]!.routing_key).toBe(routingKey);
  });
});
