import "server-only";
import { expect } from "vitest";
import { createUser } from "@/lib/auth/users";
import { getDb } from "@/lib/db";
import { signBody } from "@/lib/webhooks/signature";
import { ASSET_CASES } from "./asset-cases";
import { type CaseTable, expectError, expectStatus, type MatrixCase, type MatrixContext, METRICS_TOKEN, WEBHOOK_SECRET } from "./context";

/**
 * The console's own routes: their answers come from the console's store, but they run in every
 * dialect too (a saved view counts through the service, a digest reads its figures, the live
 * stream and the sign-in routes sit beside the proxy), so no route leaves the matrix.
 */

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function newChannel(ctx: MatrixContext, name = "Receiver"): Promise<number> {
  const answer = await ctx.call("POST", "alerts/channels", { body: { type: "webhook", name, secrets: { url: ctx.receiver.url } } });
  expectStatus(answer, 201);
  return answer.body.channel.id;
}

async function newRule(ctx: MatrixContext): Promise<number> {
  const answer = await ctx.call("POST", "alerts/rules", {
    body: { name: "Pending above 1000", condition: { kind: "figure-above", figure: "totalPending", threshold: 1000 } },
  });
  expectStatus(answer, 201);
  return answer.body.rule.id;
}

/** A rule firing now (its state written as the evaluator writes it). */
async function firingRule(ctx: MatrixContext): Promise<number> {
  const id = await newRule(ctx);
  const at = new Date().toISOString();
  await (await getDb())
    .insertInto("alert_states")
    .values({ rule_id: id, state: "firing", since: at, last_true_at: at, last_value: "totalPending 1001 > 1000", last_evaluated_at: at })
    .execute();
  return id;
}

async function newDigest(ctx: MatrixContext): Promise<number> {
  const answer = await ctx.call("POST", "digests", { body: { name: `Weekly ${ctx.dialect}`, channelIds: [await newChannel(ctx)], timeZone: "UTC" } });
  expectStatus(answer, 201);
  return answer.body.digest?.id ?? answer.body.id;
}

async function newView(ctx: MatrixContext, shared = true): Promise<string> {
  const answer = await ctx.call("POST", "saved-views", { body: { page: "reports", name: `Open ${Math.random()}`, shared, state: "status=TODO" } });
  expectStatus(answer, 201);
  return answer.body.view.id;
}

async function newWallLink(ctx: MatrixContext): Promise<{ id: number; token: string }> {
  const answer = await ctx.call("POST", "wall-links", { body: { name: "Lobby" } });
  expectStatus(answer, 201);
  return { id: answer.body.link.id, token: answer.body.token };
}

/** Any path no route answers: the one 404 shape, for a signed-in reader. */
const missing: MatrixCase = {
  checks: "404 NOT_FOUND in the one error shape, no upstream call",
  async run(ctx) {
    ctx.env.upstream.requests.length = 0;
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await ctx.call(method, "[...missing]", { params: { missing: "does-not-exist" }, as: ctx.users.viewer });
      expectError(answer, 404, "NOT_FOUND");
    }
    expect(ctx.env.upstream.requests).toEqual([]);
  },
};

export const CONSOLE_CASES: CaseTable = {
  ...ASSET_CASES,
  "filing/draft": {
    GET: {
      checks: "200, the caller's own draft as kept, none for another user",
      async run(ctx) {
        const draft = { text: "https://a.example", rows: [], title: "", description: "", brand: "" };
        expectStatus(await ctx.call("POST", "filing/draft", { body: { draft }, as: ctx.users.reviewer }), 200);
        expect((await ctx.call("GET", "filing/draft", { as: ctx.users.reviewer })).body.draft).toEqual(draft);
        expect((await ctx.call("GET", "filing/draft", { as: ctx.users.admin })).body.draft).toBeNull();
      },
    },
    POST: {
      checks: "200 for a reviewer; 403 for a viewer; a draft of an unknown shape is a 400",
      async run(ctx) {
        const draft = {
          text: "",
          rows: [{ content: "x.example", type: "URL", state: "new", reports: [], file: true }],
          title: "T",
          description: "",
          brand: "",
        };
        expectStatus(await ctx.call("POST", "filing/draft", { body: { draft } }), 200);
        expectError(await ctx.call("POST", "filing/draft", { body: { draft }, as: ctx.users.viewer }), 403, "FORBIDDEN");
        expectError(await ctx.call("POST", "filing/draft", { body: { draft: { ...draft, extra: 1 } } }), 400, "BAD_REQUEST");
      },
    },
    DELETE: {
      checks: "200, and the draft is gone",
      async run(ctx) {
        const draft = { text: "t", rows: [], title: "", description: "", brand: "" };
        await ctx.call("POST", "filing/draft", { body: { draft } });
        expectStatus(await ctx.call("DELETE", "filing/draft"), 200);
        expect((await ctx.call("GET", "filing/draft")).body.draft).toBeNull();
      },
    },
  },
  "[...missing]": { GET: missing, POST: missing, PUT: missing, PATCH: missing, DELETE: missing },
  // The proxy bench's floor ships inert: without RAMPART_BENCH_FLOOR=1 at start it is the catch-all.
  "bench-floor/[...path]": {
    GET: {
      checks: "inert without RAMPART_BENCH_FLOOR: 404 NOT_FOUND in the one error shape, no upstream call",
      async run(ctx) {
        ctx.env.upstream.requests.length = 0;
        const answer = await ctx.call("GET", "bench-floor/[...path]", { params: { path: "organization/reports" }, as: ctx.users.viewer });
        expectError(answer, 404, "NOT_FOUND");
        expect(ctx.env.upstream.requests).toEqual([]);
      },
    },
  },
  healthz: {
    GET: {
      checks: "200, signed out: the console is up and the service answers",
      async run(ctx) {
        const answer = await ctx.call("GET", "healthz", { as: null });
        expectStatus(answer, 200);
      },
    },
  },
  "account/readiness": {
    GET: {
      checks:
        "acme's account as POST /user/orgs describes it: dark web monitoring off, no letter of authorization, no trademarks, admin approval required; sparse: takedown automation and trademarks not said (null)",
      async run(ctx) {
        const answer = await ctx.call("GET", "account/readiness");
        expectStatus(answer, 200);
        expect(answer.body.organizations).toHaveLength(1);
        const [acme] = answer.body.organizations;
        expect(acme).toMatchObject({ slug: "acme", letterOfAuthorization: false, powerOfAttorney: true, obligatoryAdminApproval: true });
        expect(acme.id).toStrictEqual(ctx.dialect === "standard" ? 1 : "1");
        expect(acme.services).toMatchObject({ reporting: true, takedowns: true, darkWebMonitoring: false });
        expect(acme.takedownsAutomated).toBe(ctx.dialect === "sparse" ? null : true);
        expect(acme.trademarks).toStrictEqual(ctx.dialect === "sparse" ? null : []);
      },
    },
  },
  "service/webhook-config": {
    POST: {
      checks: "the console's receiver, its three events and its secret registered at POST /webhook/config: the embedded service then delivers there",
      async run(ctx) {
        const answer = await ctx.call("POST", "service/webhook-config", { body: {} });
        expectStatus(answer, 200);
        expect(answer.body.url).toMatch(/\/api\/webhooks\/service$/);
        expect(answer.body.events).toEqual(["asset.status-updated", "asset.status-escalated", "organization.threat-detection-added"]);
        const configured = await ctx.env.service.call("GET", "/organization/webhooks");
        expect(configured.body.webhook.url).toBe(answer.body.url);
      },
    },
  },
  "service/webhook-secret": {
    POST: {
      checks: "a new secret kept and registered at POST /webhook/config; the one before it accepted for a day",
      async run(ctx) {
        const answer = await ctx.call("POST", "service/webhook-secret", { body: {} });
        expectStatus(answer, 200);
        expect(answer.body.url).toMatch(/\/api\/webhooks\/service$/);
        expect(Date.parse(answer.body.previousUntil) - Date.parse(answer.body.rotatedAt)).toBe(24 * 3_600_000);
        const configured = await ctx.env.service.call("GET", "/organization/webhooks");
        expect(configured.body.webhook.url).toBe(answer.body.url);
      },
    },
  },
  "service/key": {
    GET: {
      checks: "the key's powers as the dialect's GET /validate words them: live, may write, acme; sparse: the key's type not said (null)",
      async run(ctx) {
        const answer = await ctx.call("GET", "service/key");
        expectStatus(answer, 200);
        expect(answer.body).toMatchObject({ known: true, environment: "live", environmentFrom: "service", readOnly: false, organization: { slug: "acme" } });
        expect(answer.body.type).toBe(ctx.dialect === "sparse" ? null : "organization");
      },
    },
  },
  "service-connection": {
    GET: {
      checks: "200, the service reached",
      async run(ctx) {
        const answer = await ctx.call("GET", "service-connection");
        expectStatus(answer, 200);
      },
    },
  },
  metrics: {
    GET: {
      checks: "200 Prometheus text for the scraper's token",
      async run(ctx) {
        const answer = await ctx.call("GET", "metrics", { as: null, headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
        expectStatus(answer, 200);
        expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
        expect(answer.text).toContain("# HELP");
      },
    },
  },
  live: {
    GET: {
      checks: "the event stream opens for a user and a wall screen: 200 text/event-stream and its first event, then aborted",
      async run(ctx) {
        for (const who of [ctx.users.viewer, ctx.wall]) {
          const response = await ctx.fetch("GET", "live", { as: who });
          expect(response.status, who.kind).toBe(200);
          expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
          const reader = response.body!.getReader();
          expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^retry: \d+\n/);
          await reader.cancel();
        }
      },
    },
  },
  activity: {
    GET: {
      checks: "the audit log, newest first, with the events the calls above recorded",
      async run(ctx) {
        await ctx.call("POST", "wall-links", { body: { name: "Audited" } });
        const answer = await ctx.call("GET", "activity", { query: "?limit=5" });
        expectStatus(answer, 200);
        expect(answer.body.items[0].action).toBe("wall-link.create");
      },
    },
  },
  "activity/export": {
    GET: {
      checks: "the audit log as a CSV download",
      async run(ctx) {
        const answer = await ctx.call("GET", "activity/export");
        expectStatus(answer, 200);
        expect(answer.headers.get("content-type")).toMatch(/^text\/csv/);
      },
    },
  },
  alerts: {
    GET: {
      checks: "rules with their states, channels and silences",
      async run(ctx) {
        await newRule(ctx);
        const answer = await ctx.call("GET", "alerts");
        expectStatus(answer, 200);
        expect(answer.body.rules.length).toBeGreaterThan(0);
      },
    },
  },
  "alerts/firing": {
    GET: {
      checks: "the alerts firing now, for a wall screen too",
      async run(ctx) {
        const answer = await ctx.call("GET", "alerts/firing", { as: ctx.wall });
        expectStatus(answer, 200);
        expect(answer.body.alerts).toEqual(expect.any(Array));
      },
    },
  },
  "alerts/history": {
    GET: {
      checks: "state transitions, newest first",
      async run(ctx) {
        const answer = await ctx.call("GET", "alerts/history", { query: "?limit=10" });
        expectStatus(answer, 200);
        expect(answer.body.entries).toEqual(expect.any(Array));
      },
    },
  },
  "alerts/rules": {
    POST: {
      checks: "201, the rule created",
      async run(ctx) {
        const answer = await ctx.call("POST", "alerts/rules", { body: { name: "Service down", condition: { kind: "service", problem: "unreachable" } } });
        expectStatus(answer, 201);
        expect(answer.body.rule.name).toBe("Service down");
      },
    },
  },
  "alerts/rules/[ruleId]": {
    PATCH: {
      checks: "the rule's definition replaced",
      async run(ctx) {
        const id = await newRule(ctx);
        const answer = await ctx.call("PATCH", "alerts/rules/[ruleId]", {
          params: { ruleId: String(id) },
          body: { name: "Pending above 2000", condition: { kind: "figure-above", figure: "totalPending", threshold: 2000 } },
        });
        expectStatus(answer, 200);
        expect(answer.body.rule.name).toBe("Pending above 2000");
      },
    },
    DELETE: {
      checks: "204, the rule gone",
      async run(ctx) {
        const id = await newRule(ctx);
        expectStatus(await ctx.call("DELETE", "alerts/rules/[ruleId]", { params: { ruleId: String(id) } }), 204);
      },
    },
  },
  "alerts/rules/[ruleId]/acknowledgement": {
    POST: {
      checks: "a reviewer owns a firing alert, with a note; the wall shows who",
      async run(ctx) {
        const ruleId = await firingRule(ctx);
        const answer = await ctx.call("POST", "alerts/rules/[ruleId]/acknowledgement", {
          params: { ruleId: String(ruleId) },
          body: { note: "on it" },
          as: ctx.users.reviewer,
        });
        expectStatus(answer, 200);
        expect(answer.body.acknowledgement).toMatchObject({ by: ctx.users.reviewer.username, note: "on it" });
        const firing = await ctx.call("GET", "alerts/firing", { as: ctx.wall });
        expect(firing.body.alerts.find((a: { ruleId: number }) => a.ruleId === ruleId).acknowledged).toMatchObject({ by: ctx.users.reviewer.username });
      },
    },
    DELETE: {
      checks: "the alert is nobody's again; 409 CONFLICT when nobody had it",
      async run(ctx) {
        const ruleId = await firingRule(ctx);
        const params = { ruleId: String(ruleId) };
        expectError(await ctx.call("DELETE", "alerts/rules/[ruleId]/acknowledgement", { params, as: ctx.users.reviewer }), 409, "CONFLICT");
        expectStatus(await ctx.call("POST", "alerts/rules/[ruleId]/acknowledgement", { params, body: {}, as: ctx.users.reviewer }), 200);
        const answer = await ctx.call("DELETE", "alerts/rules/[ruleId]/acknowledgement", { params, as: ctx.users.reviewer });
        expectStatus(answer, 200);
        expect(answer.body.acknowledgement).toBeNull();
      },
    },
  },
  "alerts/channels": {
    POST: {
      checks: "201, the channel and its signing secret answered once",
      async run(ctx) {
        const answer = await ctx.call("POST", "alerts/channels", { body: { type: "webhook", name: "Hook", secrets: { url: ctx.receiver.url } } });
        expectStatus(answer, 201);
        expect(answer.body.signingSecret).toMatch(/^whsec_/);
      },
    },
  },
  "alerts/channels/[channelId]": {
    PATCH: {
      checks: "the channel renamed, its secrets kept",
      async run(ctx) {
        const id = await newChannel(ctx);
        const answer = await ctx.call("PATCH", "alerts/channels/[channelId]", {
          params: { channelId: String(id) },
          body: { type: "webhook", name: "Renamed" },
        });
        expectStatus(answer, 200);
        expect(JSON.stringify(answer.body)).toContain("Renamed");
      },
    },
    DELETE: {
      checks: "204, the channel gone",
      async run(ctx) {
        const id = await newChannel(ctx);
        expectStatus(await ctx.call("DELETE", "alerts/channels/[channelId]", { params: { channelId: String(id) } }), 204);
      },
    },
  },
  "alerts/channels/[channelId]/test": {
    POST: {
      checks: "a test notification delivered to the channel's address",
      async run(ctx) {
        const id = await newChannel(ctx);
        const before = ctx.receiver.received.length;
        const answer = await ctx.call("POST", "alerts/channels/[channelId]/test", { params: { channelId: String(id) } });
        expectStatus(answer, 200);
        expect(answer.body.delivered).toBe(true);
        expect(ctx.receiver.received.length).toBe(before + 1);
      },
    },
  },
  "alerts/silences": {
    POST: {
      checks: "201, a rule silenced until a time",
      async run(ctx) {
        const ruleId = await newRule(ctx);
        const answer = await ctx.call("POST", "alerts/silences", { body: { ruleId, endsAt: inAnHour(), reason: "maintenance" } });
        expectStatus(answer, 201);
        expect(answer.body.silence.reason).toBe("maintenance");
      },
    },
  },
  "alerts/silences/[silenceId]": {
    DELETE: {
      checks: "the silence ended now",
      async run(ctx) {
        const ruleId = await newRule(ctx);
        const created = await ctx.call("POST", "alerts/silences", { body: { ruleId, endsAt: inAnHour(), reason: "maintenance" } });
        const answer = await ctx.call("DELETE", "alerts/silences/[silenceId]", { params: { silenceId: String(created.body.silence.id) } });
        expectStatus(answer, 200);
      },
    },
  },
  "console-users": {
    GET: {
      checks: "the console's users with their roles",
      async run(ctx) {
        const answer = await ctx.call("GET", "console-users");
        expectStatus(answer, 200);
        expect(JSON.stringify(answer.body)).toContain(ctx.users.reviewer.username);
      },
    },
    POST: {
      checks: "201, a user added",
      async run(ctx) {
        const answer = await ctx.call("POST", "console-users", { body: { username: "newcomer", password: "newcomer-password", role: "viewer" } });
        expectStatus(answer, 201);
      },
    },
  },
  "console-users/[username]": {
    PATCH: {
      checks: "a user's role changed",
      async run(ctx) {
        await createUser(await getDb(), { username: "promoted", password: "promoted-password", role: "viewer" });
        const answer = await ctx.call("PATCH", "console-users/[username]", { params: { username: "promoted" }, body: { role: "reviewer" } });
        expectStatus(answer, 200);
      },
    },
    DELETE: {
      checks: "a user removed",
      async run(ctx) {
        await createUser(await getDb(), { username: "leaving", password: "leaving-password", role: "viewer" });
        const answer = await ctx.call("DELETE", "console-users/[username]", { params: { username: "leaving" } });
        expect([200, 204]).toContain(answer.status);
      },
    },
  },
  digests: {
    GET: {
      checks: "every digest with its next send",
      async run(ctx) {
        await newDigest(ctx);
        const answer = await ctx.call("GET", "digests");
        expectStatus(answer, 200);
      },
    },
    POST: {
      checks: "201, a digest defined",
      async run(ctx) {
        await newDigest(ctx);
      },
    },
  },
  "digests/[digestId]": {
    PATCH: {
      checks: "a digest changed",
      async run(ctx) {
        const id = await newDigest(ctx);
        const channelId = await newChannel(ctx);
        const answer = await ctx.call("PATCH", "digests/[digestId]", {
          params: { digestId: String(id) },
          body: { name: "Renamed", channelIds: [channelId], timeZone: "UTC" },
        });
        expectStatus(answer, 200);
      },
    },
    DELETE: {
      checks: "204, the digest gone",
      async run(ctx) {
        const id = await newDigest(ctx);
        expectStatus(await ctx.call("DELETE", "digests/[digestId]", { params: { digestId: String(id) } }), 204);
      },
    },
  },
  "digests/[digestId]/preview": {
    POST: {
      checks: "the digest as it would be sent now, from the service's figures; sparse: the stuck takedowns it did not send said as not known",
      async run(ctx) {
        const id = await newDigest(ctx);
        const answer = await ctx.call("POST", "digests/[digestId]/preview", { params: { digestId: String(id) } });
        expectStatus(answer, 200);
        // Its figures come from the service: the stuck takedowns are a number unless the sparse snapshot left them out.
        expect(answer.body.text).toMatch(/Proposals waiting in triage: [1-9]/);
        if (ctx.dialect === "sparse") expect(answer.body.text).toContain("Stuck takedowns: not known");
        else expect(answer.body.text).toMatch(/Stuck takedowns \(in progress, unchanged for 7 days\): 17/);
      },
    },
  },
  "digests/[digestId]/send": {
    POST: {
      checks: "the digest sent now to its channel",
      async run(ctx) {
        const id = await newDigest(ctx);
        const before = ctx.receiver.received.length;
        const answer = await ctx.call("POST", "digests/[digestId]/send", { params: { digestId: String(id) }, body: {} });
        expectStatus(answer, 200);
        expect(ctx.receiver.received.length).toBeGreaterThan(before);
      },
    },
  },
  "history/queues": {
    GET: {
      checks: "the recorded trend of a scope, for a wall screen too",
      async run(ctx) {
        const answer = await ctx.call("GET", "history/queues", { query: "?scope=all&window=24h", as: ctx.wall });
        expectStatus(answer, 200);
      },
    },
  },
  "history/review-budget": {
    GET: {
      checks: "the reviews used in the rolling 24 hours",
      async run(ctx) {
        const answer = await ctx.call("GET", "history/review-budget");
        expectStatus(answer, 200);
      },
    },
  },
  notices: {
    GET: {
      checks: "the caller's own reviews not sent (none here; the failure itself: app/api/triage/held-review-routes.test.ts), no call to the service",
      async run(ctx) {
        ctx.env.upstream.requests.length = 0;
        const answer = await ctx.call("GET", "notices", { as: ctx.users.viewer });
        expectStatus(answer, 200);
        expect(answer.body).toEqual({ unsentReviews: [] });
        expect(ctx.env.upstream.requests).toEqual([]);
      },
    },
  },
  "saved-views": {
    GET: {
      checks: "a page's views, each counted through the service; /assets' views counted from the console's store",
      async run(ctx) {
        await newView(ctx);
        const answer = await ctx.call("GET", "saved-views", { query: "?page=reports" });
        expectStatus(answer, 200);
        const name = `Blocked ${ctx.dialect}`;
        expectStatus(await ctx.call("POST", "saved-views", { body: { page: "assets", name, shared: false, state: "state=blocked&liveAgain=false" } }), 201);
        const assets = await ctx.call("GET", "saved-views", { query: "?page=assets" });
        expectStatus(assets, 200);
        const view = assets.body.views.find((v: { name: string }) => v.name === name);
        expect(view.count.count).toEqual(expect.any(Number));
        expect(view.ignored).toEqual([]);
      },
    },
    POST: {
      checks: "201, the current filters saved as a view",
      async run(ctx) {
        await newView(ctx);
      },
    },
  },
  "saved-views/[viewId]": {
    PATCH: {
      checks: "a view renamed",
      async run(ctx) {
        const id = await newView(ctx);
        const answer = await ctx.call("PATCH", "saved-views/[viewId]", { params: { viewId: id }, body: { page: "reports", name: "Renamed" } });
        expectStatus(answer, 200);
        expect(answer.body.view.name).toBe("Renamed");
      },
    },
    DELETE: {
      checks: "204, the view gone",
      async run(ctx) {
        const id = await newView(ctx);
        expectStatus(await ctx.call("DELETE", "saved-views/[viewId]", { params: { viewId: id } }), 204);
      },
    },
  },
  "saved-views/[viewId]/pin": {
    POST: {
      checks: "a shared view pinned as the team's default",
      async run(ctx) {
        const id = await newView(ctx);
        const answer = await ctx.call("POST", "saved-views/[viewId]/pin", { params: { viewId: id }, body: { pinned: true } });
        expectStatus(answer, 200);
        expect(answer.body).toEqual({ pinned: true });
        await ctx.call("POST", "saved-views/[viewId]/pin", { params: { viewId: id }, body: { pinned: false } });
      },
    },
  },
  "saved-views/default": {
    POST: {
      checks: "the caller's own default view of a page",
      async run(ctx) {
        const id = await newView(ctx, false);
        const answer = await ctx.call("POST", "saved-views/default", { body: { page: "reports", viewId: id } });
        expectStatus(answer, 200);
        expect(answer.body).toEqual({ myDefaultId: id });
      },
    },
  },
  session: {
    POST: {
      checks: "204, signed in with a password",
      async run(ctx) {
        const answer = await ctx.call("POST", "session", { as: null, body: { username: ctx.users.viewer.username, password: ctx.users.password } });
        expectStatus(answer, 204);
      },
    },
    GET: {
      checks: "who is signed in",
      async run(ctx) {
        const answer = await ctx.call("GET", "session", { as: ctx.users.viewer });
        expectStatus(answer, 200);
        expect(JSON.stringify(answer.body)).toContain(ctx.users.viewer.username);
      },
    },
    DELETE: {
      checks: "204, signed out",
      async run(ctx) {
        expectStatus(await ctx.call("DELETE", "session", { as: ctx.users.viewer }), 204);
      },
    },
  },
  "session/everywhere": {
    DELETE: {
      checks: "204, every session of the user ended",
      async run(ctx) {
        expectStatus(await ctx.call("DELETE", "session/everywhere", { as: ctx.users.viewer }), 204);
      },
    },
  },
  "session/organization": {
    POST: {
      checks: "an organization the key reaches (as the service lists it) chosen, then the key's own again",
      async run(ctx) {
        const chosen = await ctx.call("POST", "session/organization", { body: { slug: "acme" } });
        expectStatus(chosen, 200);
        expect(chosen.body).toEqual({ slug: "acme" });
        const own = await ctx.call("POST", "session/organization", { body: { slug: null } });
        expectStatus(own, 200);
        expect(own.body).toEqual({ slug: null });
      },
    },
  },
  "session/password": {
    POST: {
      checks: "204, the user's own password changed",
      async run(ctx) {
        const user = await createUser(await getDb(), { username: `pw-${ctx.dialect}`, password: "before-password", role: "viewer" });
        const answer = await ctx.call("POST", "session/password", {
          as: { kind: "user", userId: user.id, username: user.username, role: "viewer" },
          body: { currentPassword: "before-password", newPassword: "after-password-2" },
        });
        expectStatus(answer, 204);
      },
    },
  },
  "session/preferences": {
    GET: {
      checks: "the caller's own address (none) and follow choice (on), no email channel, no call to the service",
      async run(ctx) {
        ctx.env.upstream.requests.length = 0;
        const answer = await ctx.call("GET", "session/preferences", { as: ctx.users.viewer });
        expectStatus(answer, 200);
        expect(answer.body).toEqual({ email: null, emailFromProvider: false, followDecisions: true, emailChannel: false });
        expect(ctx.env.upstream.requests).toEqual([]);
      },
    },
    PATCH: {
      checks: "the caller's address and follow choice changed and read back; a malformed address the one 400 shape",
      async run(ctx) {
        const user = await createUser(await getDb(), { username: `prefs-${ctx.dialect}`, password: "prefs-password-1", role: "viewer" });
        const as = { kind: "user" as const, userId: user.id, username: user.username, role: "viewer" as const };
        const answer = await ctx.call("PATCH", "session/preferences", { as, body: { email: "ana@example.test", followDecisions: false } });
        expectStatus(answer, 200);
        expect(answer.body).toMatchObject({ email: "ana@example.test", followDecisions: false });
        const bad = await ctx.call("PATCH", "session/preferences", { as, body: { email: "not an address" } });
        expectStatus(bad, 400);
        expect(bad.body.error.issues[0].path).toEqual(["body", "email"]);
      },
    },
  },
  "session/sso": {
    GET: {
      checks: "no identity provider set up: 303 back to sign-in saying so",
      async run(ctx) {
        const answer = await ctx.call("GET", "session/sso", { as: null, query: "?next=%2Fqueues" });
        expectStatus(answer, 303);
        expect(answer.headers.get("location")).toMatch(/^\/sign-in\?.*problem=sso-off/);
      },
    },
  },
  "session/sso/callback": {
    GET: {
      checks: "no identity provider set up: 303 back to sign-in saying so",
      async run(ctx) {
        const answer = await ctx.call("GET", "session/sso/callback", { as: null, query: "?code=x&state=y" });
        expectStatus(answer, 303);
        expect(answer.headers.get("location")).toMatch(/^\/sign-in\?.*problem=sso-off/);
      },
    },
  },
  "session/sso/settings": {
    GET: {
      checks: "local passwords on, no identity provider",
      async run(ctx) {
        const answer = await ctx.call("GET", "session/sso/settings");
        expectStatus(answer, 200);
      },
    },
  },
  "session/sso/test-mapping": {
    POST: {
      checks: "no identity provider: NOT_CONFIGURED",
      async run(ctx) {
        const answer = await ctx.call("POST", "session/sso/test-mapping", { body: { claims: {} } });
        expect(answer.body.error.code).toBe("NOT_CONFIGURED");
      },
    },
  },
  "session/wall": {
    POST: {
      checks: "204, a wall link's token exchanged for a wall session",
      async run(ctx) {
        const link = await newWallLink(ctx);
        expectStatus(await ctx.call("POST", "session/wall", { as: null, body: { token: link.token } }), 204);
      },
    },
    PATCH: {
      checks: "204, a wall session renewed",
      async run(ctx) {
        const link = await newWallLink(ctx);
        expectStatus(await ctx.call("PATCH", "session/wall", { as: { kind: "wall", linkId: link.id, name: "Lobby" } }), 204);
      },
    },
  },
  "wall/counts": {
    GET: {
      checks: "the console's own figures for a wall screen (assets online again, top tags, assigned), no call to the service",
      async run(ctx) {
        ctx.env.upstream.requests.length = 0;
        const answer = await ctx.call("GET", "wall/counts", { as: ctx.wall });
        expectStatus(answer, 200);
        expect(answer.body).toEqual({
          blockedLiveAgain: expect.any(Number),
          watchlistedLiveAgain: expect.any(Number),
          tags: expect.any(Array),
          assigned: expect.any(Number),
        });
        expect(ctx.env.upstream.requests).toEqual([]);
      },
    },
  },
  "wall-links": {
    GET: {
      checks: "the wall links, never a token",
      async run(ctx) {
        const link = await newWallLink(ctx);
        const answer = await ctx.call("GET", "wall-links");
        expectStatus(answer, 200);
        expect(answer.text).not.toContain(link.token);
      },
    },
    POST: {
      checks: "201, a link and its token answered once",
      async run(ctx) {
        await newWallLink(ctx);
      },
    },
  },
  "wall-links/[linkId]": {
    DELETE: {
      checks: "the link revoked",
      async run(ctx) {
        const link = await newWallLink(ctx);
        const answer = await ctx.call("DELETE", "wall-links/[linkId]", { params: { linkId: String(link.id) } });
        expectStatus(answer, 200);
      },
    },
  },
  "webhooks/deliveries": {
    GET: {
      checks: "where the service delivers, a secret set, the last deliveries",
      async run(ctx) {
        const answer = await ctx.call("GET", "webhooks/deliveries");
        expectStatus(answer, 200);
      },
    },
  },
  "webhooks/service": {
    POST: {
      checks: "a signed delivery from another origin accepted, with no session",
      async run(ctx) {
        const raw = JSON.stringify({ event: "debug.test", data: { dialect: ctx.dialect } });
        const answer = await ctx.call("POST", "webhooks/service", {
          as: null,
          rawBody: raw,
          headers: { Origin: "https://service.example", "X-ChainPatrol-Signature": signBody(WEBHOOK_SECRET, raw) },
        });
        expectStatus(answer, 200);
        expect(answer.body).toMatchObject({ received: true, duplicate: false });
      },
    },
  },
};
