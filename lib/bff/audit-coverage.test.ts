import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createChannel } from "@/lib/alerts/channels-store";
import { channelInputSchema, ruleInputSchema } from "@/lib/alerts/rule-schema";
import { createRule } from "@/lib/alerts/rules-store";
import { createSilence } from "@/lib/alerts/silences-store";
import type { AuditEvent } from "@/lib/api/audit-event.types";
import type { Principal } from "@/lib/auth/principal";
import { createUser, getUserByUsername } from "@/lib/auth/users";
import { createWallLink } from "@/lib/auth/wall-links";
import { getDb } from "@/lib/db";
import { listAuditEvents } from "@/lib/db/audit-events";
import { createDigest } from "@/lib/digests/store";
import { applyBulk } from "@/lib/marks/store";
import { createView } from "@/lib/saved-views/store";
import { apiPathOf, callRoute, handlersOf, ROUTE_MODULES, type RouteTestEnv, startRouteTestEnv } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => session.principal,
  startUserSession: async () => undefined,
  startWallSession: async () => undefined,
  endSession: async () => undefined,
  endEverySessionOf: async () => 0,
}));

const ADMIN: Principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
const PASSWORD = "audit-test-password-1";
const MUTATING = ["POST", "PATCH", "DELETE", "PUT"];

/**
 * Mutating exports that write no audit event, each with the reason. Anything mutating that is
 * neither here nor in AUDITED fails the first test: a new route must say which it is.
 */
const NOT_AUDITED: Record<string, string> = {
  "POST healthchecks/*": "a read: the service runs its healthchecks by POST",
  "POST operations/queues/snapshot": "a read by POST",
  "POST user/me": "a read by POST",
  "POST asset/search": "a read by POST",
  "POST takedowns/list": "a read by POST",
  "POST filing/parse": "a read by POST: the service's parse of pasted text, nothing is stored",
  "POST filing/check": "a read by POST: the service's search for reports holding the assets",
  "POST filing/draft": "the caller's own unfinished filing, kept for them alone; the filing itself is audited",
  "DELETE filing/draft": "discards the caller's own unfinished filing",
  "DELETE session": "sign-out ends only the caller's own session",
  "PATCH session/wall": "renews the wall screen's own cookie",
  "POST session/organization": "remembers the caller's choice of organization in their own cookie",
  "POST session/sso/test-mapping": "a read: the role a pasted claim set would give; nothing is stored",
  "POST triage/claims": "a claim on a proposal, renewed every half minute while it is open; the review itself is audited",
  "DELETE triage/claims": "lets the caller's own claim go",
  "PATCH triage/reviews/[reviewId]": "marks the caller's own failed review seen (it stops being shown to them); the review itself is audited",
  "POST saved-views/default": "the caller's own choice of where a page opens; the views themselves are audited",
  "POST webhooks/service": "the service's delivery, not a person's act: kept in its own inbox (lib/webhooks/inbox.ts) and listed on /settings",
  "POST digests/[digestId]/preview": "a read by POST: the digest as it would be sent, nothing is sent",
  ...Object.fromEntries(MUTATING.map((m) => [`${m} [...missing]`, "no route answers the path: a 404, nothing changes"])),
};

type Case = {
  action: string;
  body?: unknown;
  /** The query text, for a route that takes its input there (an upload's file name). */
  query?: string;
  params?: Record<string, string>;
  /** Who is signed in; `admin` unless said. */
  principal?: Principal | null;
  /** The username the event must carry. */
  user?: string | null;
  setup?: () => Promise<{ params?: Record<string, string>; body?: unknown } | undefined>;
  secrets?: string[];
};

let env: RouteTestEnv;
let created = 0;

const HOOK_SECRET = "T000/B000/audit-hook-secret";

const AUDITED: Record<string, Case[]> = {
  "POST session": [
    { action: "session.sign-in", principal: null, user: "rev", body: { username: "rev", password: PASSWORD }, secrets: [PASSWORD] },
    { action: "session.sign-in", principal: null, user: "rev", body: { username: "rev", password: "wrong-password" }, secrets: ["wrong-password"] },
  ],
  "POST session/wall": [
    {
      action: "wall-link.sign-in",
      principal: null,
      user: null,
      setup: async () => {
        const { token } = await createWallLink(await getDb(), { name: "lobby", createdBy: "admin" });
        return { body: { token } };
      },
    },
  ],
  "POST organization/proposals/[proposalId]/review": [
    { action: "proposal.review", params: { proposalId: "1" }, body: { assetId: 1, decision: "REJECT", rejectReason: "irrelevant" } },
  ],
  "POST triage/reviews": [
    { action: "triage.review.hold", body: { proposalId: "999999", review: { assetId: 1, decision: "REJECT", rejectReason: "irrelevant" } } },
  ],
  "DELETE triage/reviews/[reviewId]": [{ action: "triage.review.undo", params: { reviewId: "1" } }],
  "POST asset/unblock": [{ action: "asset.unblock", body: { content: "https://www.acme.example", reason: "ours" } }],
  "POST filing/attachments": [{ action: "attachment.upload", query: "?fileName=evidence.txt" }],
  "POST filing/file": [{ action: "report.file", body: { title: "Audit coverage", assets: [{ content: "https://audit-coverage.example" }] } }],
  "POST organization/asset-groups": [{ action: "asset-group.create", body: { name: "Audit coverage" } }],
  "PATCH organization/asset-groups/[groupId]": [
    { action: "asset-group.rename", params: { groupId: "1" }, body: { groupId: 1, name: "Renamed by audit test" } },
  ],
  "DELETE organization/asset-groups/[groupId]": [{ action: "asset-group.delete", params: { groupId: "2" }, body: { groupId: 2 } }],
  "POST user/me/update": [{ action: "profile.update", body: { name: "Audit Test" } }],
  "POST service/webhook-config": [{ action: "service-webhook.register", body: {} }],
  "POST service/webhook-secret": [{ action: "service-webhook.rotate-secret", body: {} }],
  "POST organization/assets": [{ action: "own-asset.add", body: { assets: [{ content: "https://audit-coverage.example" }] } }],
  "PATCH organization/assets/[assetId]": [{ action: "own-asset.update", params: { assetId: "12345" }, body: { assetId: 12345, name: "Audited" } }],
  "DELETE organization/assets/[assetId]": [{ action: "own-asset.remove", params: { assetId: "12345" }, body: { assetId: 12345 } }],
  "POST wall-links": [{ action: "wall-link.create", body: { name: "Ops wall" } }],
  "DELETE wall-links/[linkId]": [
    {
      action: "wall-link.revoke",
      setup: async () => {
        const { link } = await createWallLink(await getDb(), { name: "doomed", createdBy: "admin" });
        return { params: { linkId: String(link.id) } };
      },
    },
  ],
  "POST console-users": [{ action: "user.add", body: { username: "newbie", password: PASSWORD, role: "viewer" }, secrets: [PASSWORD] }],
  "PATCH console-users/[username]": [
    { action: "user.set-role", params: { username: "rev" }, body: { role: "viewer" } },
    { action: "user.set-password", params: { username: "rev" }, body: { password: "another-password-2" }, secrets: ["another-password-2"] },
  ],
  "DELETE console-users/[username]": [{ action: "user.remove", params: { username: "rev" } }],
  "POST alerts/rules": [{ action: "alert-rule.create", body: { name: "Backlog", condition: { kind: "figure-above", figure: "totalPending", threshold: 50 } } }],
  "PATCH alerts/rules/[ruleId]": [
    {
      action: "alert-rule.update",
      setup: async () => ({ params: { ruleId: String(await newRule()) }, body: { name: "Renamed", condition: { kind: "review-budget", used: 8 } } }),
    },
  ],
  "DELETE alerts/rules/[ruleId]": [{ action: "alert-rule.delete", setup: async () => ({ params: { ruleId: String(await newRule()) } }) }],
  // A rule that is not firing: the refusal (409) is audited as the acknowledgement tried.
  "POST alerts/rules/[ruleId]/acknowledgement": [
    { action: "alert.acknowledge", setup: async () => ({ params: { ruleId: String(await newRule()) }, body: { note: "on it" } }) },
  ],
  "DELETE alerts/rules/[ruleId]/acknowledgement": [{ action: "alert.unacknowledge", setup: async () => ({ params: { ruleId: String(await newRule()) } }) }],
  "POST alerts/channels": [
    {
      action: "alert-channel.create",
      body: { type: "slack", name: "ops", secrets: { url: `https://hooks.example.test/${HOOK_SECRET}` } },
      secrets: [HOOK_SECRET],
    },
  ],
  "PATCH alerts/channels/[channelId]": [
    {
      action: "alert-channel.update",
      setup: async () => ({
        params: { channelId: String(await newChannel()) },
        body: { type: "teams", name: "ops", secrets: { url: `https://hooks.example.test/new-${HOOK_SECRET}` } },
      }),
      secrets: [HOOK_SECRET],
    },
  ],
  "DELETE alerts/channels/[channelId]": [{ action: "alert-channel.delete", setup: async () => ({ params: { channelId: String(await newChannel()) } }) }],
  // Sent to a closed loopback port: the refusal (422) is what gets audited.
  "POST alerts/channels/[channelId]/test": [
    { action: "alert-channel.test", setup: async () => ({ params: { channelId: String(await newChannel("http://127.0.0.1:9/")) } }) },
  ],
  "POST alerts/silences": [{ action: "alert-silence.create", body: { scope: "own", endsAt: "2999-01-01T00:00:00Z", reason: "maintenance window" } }],
  "DELETE alerts/silences/[silenceId]": [
    {
      action: "alert-silence.end",
      setup: async () => {
        const silence = await createSilence(await getDb(), { scope: "all", endsAt: "2999-01-01T00:00:00Z", reason: "test" }, "admin");
        return { params: { silenceId: String(silence.id) } };
      },
    },
  ],
  "DELETE session/everywhere": [{ action: "session.sign-out-everywhere" }],
  "POST digests": [{ action: "digest.create", setup: async () => ({ body: { name: "Weekly", channelIds: [await newChannel()], timeZone: "UTC" } }) }],
  "PATCH digests/[digestId]": [
    {
      action: "digest.update",
      setup: async () => {
        const channel = await newChannel();
        return { params: { digestId: String(await newDigest(channel)) }, body: { name: "Renamed", channelIds: [channel], timeZone: "UTC" } };
      },
    },
  ],
  "DELETE digests/[digestId]": [{ action: "digest.delete", setup: async () => ({ params: { digestId: String(await newDigest(await newChannel())) } }) }],
  // To a closed loopback port: the send is recorded and its delivery failed, to be retried.
  "POST digests/[digestId]/send": [
    { action: "digest.send-now", setup: async () => ({ params: { digestId: String(await newDigest(await newChannel("http://127.0.0.1:9/"))) }, body: {} }) },
  ],
  "POST triage/reviews/bulk": [
    { action: "triage.review.hold-bulk", body: { proposalIds: ["prop_none"], review: { decision: "REJECT", rejectReason: "irrelevant" } } },
  ],
  "DELETE triage/reviews/bulk": [{ action: "triage.review.undo-bulk", body: { ids: [999_999] } }],
  "POST triage/reviews/confirm": [{ action: "triage.review.confirm", body: { ids: [999_999] } }],
  "PATCH session/preferences": [{ action: "session.change-preferences", body: { followDecisions: false } }],
  "POST assets/following": [{ action: "asset.follow", body: { assetId: "41" } }],
  "DELETE assets/following": [{ action: "asset.unfollow", body: { assetId: "41" } }],
  "PATCH assets/following": [{ action: "asset.follow-seen", body: {} }],
  "POST marks/bulk": [
    { action: "marks.tag", body: { kind: "report", selection: { ids: ["5132", "rpt_a"] }, action: { type: "tag", tag: "campaign-x" } } },
    { action: "marks.assign", body: { kind: "proposal", selection: { ids: ["prop_1"] }, action: { type: "assign", assignee: "admin" } } },
  ],
  "DELETE marks/bulk/[batchId]": [
    {
      action: "marks.undo",
      setup: async () => ({ params: { batchId: (await applyBulk(await getDb(), { org: "", kind: "report" }, ["1"], { type: "tag", tag: "x" }, "admin")).id } }),
    },
  ],
  "POST saved-views": [{ action: "saved-view.create", body: { page: "reports", name: "Overdue", shared: true, state: "status=TODO" } }],
  "PATCH saved-views/[viewId]": [
    { action: "saved-view.rename", setup: async () => ({ params: { viewId: await newView() }, body: { page: "reports", name: "Renamed" } }) },
    { action: "saved-view.update", setup: async () => ({ params: { viewId: await newView() }, body: { page: "reports", state: "status=CLOSED" } }) },
  ],
  "DELETE saved-views/[viewId]": [{ action: "saved-view.delete", setup: async () => ({ params: { viewId: await newView() } }) }],
  "POST saved-views/[viewId]/pin": [
    { action: "saved-view.pin", setup: async () => ({ params: { viewId: await newView() }, body: { pinned: true } }) },
    { action: "saved-view.unpin", setup: async () => ({ params: { viewId: await newView() }, body: { pinned: false } }) },
  ],
  "POST session/password": [
    {
      action: "session.change-password",
      user: "rev",
      secrets: [PASSWORD, "changed-password-3"],
      // The caller changes their own password: the reviewer, by the id the store gave them.
      setup: async () => {
        const rev = (await getUserByUsername(await getDb(), "rev"))!;
        session.principal = { kind: "user", userId: rev.id, username: "rev", role: "reviewer" };
        return { body: { currentPassword: PASSWORD, newPassword: "changed-password-3" } };
      },
    },
  ],
};

async function newView(): Promise<string> {
  const owner = { id: ADMIN.kind === "user" ? ADMIN.userId : 0, name: "admin" };
  return (await createView(await getDb(), { organization: "", page: "reports" }, { name: "v", shared: true, state: "" }, owner)).id;
}

async function newRule(): Promise<number> {
  return (await createRule(await getDb(), ruleInputSchema.parse({ name: "r", condition: { kind: "review-budget", used: 5 } }), "admin")).id;
}

async function newChannel(url = `https://hooks.example.test/${HOOK_SECRET}`): Promise<number> {
  return (await createChannel(await getDb(), channelInputSchema.parse({ type: "teams", name: "ops", secrets: { url } }))).channel.id;
}

async function newDigest(channelId: number): Promise<number> {
  const body = { name: "d", organizations: [], channelIds: [channelId], day: 1, hour: 9, timeZone: "UTC", enabled: true };
  return (await createDigest(await getDb(), body, "admin", new Date())).id;
}

function key(method: string, route: string): string {
  return route.startsWith("healthchecks/") ? `${method} healthchecks/*` : `${method} ${route}`;
}

async function eventFor(requestId: string | null): Promise<AuditEvent | undefined> {
  const { items } = await listAuditEvents(await getDb(), { limit: 50 });
  return items.find((e) => e.requestId === requestId);
}

beforeAll(async () => {
  env = await startRouteTestEnv();
});
afterAll(async () => {
  await env.dispose();
});
beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("audit_events").execute();
  await db.deleteFrom("users").execute();
  await createUser(db, { username: "admin", password: PASSWORD, role: "admin" });
  await createUser(db, { username: "rev", password: PASSWORD, role: "reviewer" });
  session.principal = ADMIN;
});

describe("the audit trail covers every mutating route", () => {
  it("classifies every mutating export: audited here, or exempt with a reason", async () => {
    const found: string[] = [];
    for (const file of Object.keys(ROUTE_MODULES)) {
      const route = apiPathOf(file);
      for (const [method] of await handlersOf(route)) if (MUTATING.includes(method)) found.push(key(method, route));
    }
    const unclassified = found.filter((k) => !(k in AUDITED) && !(k in NOT_AUDITED));
    expect(unclassified, "mutating routes neither audited nor exempt").toEqual([]);
    const stale = Object.keys(AUDITED).filter((k) => !found.includes(k));
    expect(stale, "AUDITED lists routes that do not exist").toEqual([]);
  });

  for (const [name, cases] of Object.entries(AUDITED)) {
    const [method, route] = name.split(" ") as [string, string];
    for (const c of cases) {
      it(`${name} writes ${c.action} with who, outcome, status and request id`, async () => {
        session.principal = c.principal === undefined ? ADMIN : c.principal;
        const extra = (await c.setup?.()) ?? {};
        const handler = (await handlersOf(route)).find(([m]) => m === method)![1];
        const response = await callRoute(handler, method, route, { params: extra.params ?? c.params, body: extra.body ?? c.body, query: c.query });
        const requestId = response.headers.get("x-request-id");
        const event = await eventFor(requestId);
        expect(event, `${name} → ${response.status} ${await response.clone().text()}`).toBeDefined();
        const user = c.user === undefined ? "admin" : c.user;
        expect(event).toMatchObject({ action: c.action, username: user, httpStatus: response.status });
        expect(event!.outcome).toBe(response.status < 400 ? "success" : response.status >= 500 ? "error" : "failure");
        expect(Date.parse(event!.occurredAt)).not.toBeNaN();
        if (session.principal?.kind === "user") expect(event!.role).toBe(session.principal.role);
        const stored = JSON.stringify(event);
        for (const secret of c.secrets ?? []) expect(stored).not.toContain(secret);
        created++;
      });
    }
  }

  it("ran a case for every audited route", () => {
    expect(created).toBe(Object.values(AUDITED).flat().length);
  });
});
