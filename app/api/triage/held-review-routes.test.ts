import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { SESSION_COOKIE, startUserSessionIn } from "@/lib/auth/session";
import { getSessionSecret } from "@/lib/auth/session-secret";
import { ORG_COOKIE } from "@/lib/bff/organization";
import type { ReviewResult } from "@/lib/contract/review";
import { getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { apiRequest, routeTestEnvOn, TEST_ORIGIN } from "@/lib/testing/route-harness";
import { proposalCreatedAt } from "@/lib/triage/queue-order";
import { senderTick } from "@/lib/triage/sender";
import type { TriageQueueView } from "@/lib/triage/view-types";
import { GET as notices } from "../notices/route";
import { POST as review } from "../organization/proposals/[proposalId]/review/route";
import { POST as claim } from "./claims/route";
import { GET as queue } from "./queue/route";
import { PATCH as markSeen, DELETE as undo } from "./reviews/[reviewId]/route";
import { POST as hold, GET as reviews } from "./reviews/route";

/** Each request names its caller (`x-test-user`), so concurrent requests can come from different people. */
const PEOPLE: Record<string, Principal> = {
  ann: { kind: "user", userId: 2, username: "ann", role: "reviewer" },
  bob: { kind: "user", userId: 3, username: "bob", role: "reviewer" },
  root: { kind: "user", userId: 1, username: "root", role: "admin" },
};
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  readPrincipal: async (request: Request) => PEOPLE[request.headers.get("x-test-user") ?? "ann"] ?? null,
}));

const as = (user: string, request: Request) => {
  request.headers.set("x-test-user", user);
  return request;
};

async function readQueue(): Promise<TriageQueueView> {
  const response = await queue(as("ann", apiRequest("GET", "/api/triage/queue?limit=100")));
  expect(response.status).toBe(200);
  return response.json();
}

describe.each(testEngines())("held reviews through the routes, on %s", (engine) => {
  const env = routeTestEnvOn(engine, { REVIEW_UNDO_SECONDS: "30" }, { reportsForAcme: 200 });
  beforeAll(async () => {
    env();
    const at = new Date().toISOString();
    await (await getDb())
      .insertInto("users")
      .values(
        ["ann", "bob", "root"].map((username) => ({
          username,
          password_hash: "-",
          role: username === "root" ? ("admin" as const) : ("reviewer" as const),
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  });

  /** Holds a rejection of a queued proposal as `user`, through the route. */
  const rejectAs = (user: string, item: { key: string; proposal: { asset: { id: unknown } | null } }) =>
    hold(
      as(
        user,
        apiRequest("POST", "/api/triage/reviews", {
          proposalId: item.key,
          review: { assetId: item.proposal.asset!.id, decision: "REJECT", rejectReason: "irrelevant" },
        }),
      ),
    );

  it("of 10 concurrent holds of one proposal, with and without the key's own slug, one wins and the others are told who holds it", async () => {
    const item = (await readQueue()).items[0]!;
    const body = (slug?: string) => ({
      proposalId: item.key,
      review: { assetId: item.proposal.asset!.id, decision: "REJECT", rejectReason: "irrelevant" },
      ...(slug ? { slug } : {}),
    });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => hold(as(i % 2 ? "ann" : "bob", apiRequest("POST", "/api/triage/reviews", body(i % 3 === 0 ? "acme" : undefined))))),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const winner = await responses.find((r) => r.status === 201)!.json();
    for (const loser of responses.filter((r) => r.status === 409)) {
      const { error } = await loser.json();
      expect(error).toMatchObject({ code: "CONFLICT", requestId: expect.any(String) });
      expect(error.message).toBe(`${winner.username} has already reviewed this proposal`);
    }
    const rows = await (await getDb()).selectFrom("review_outbox").select(["org", "proposal_id"]).where("proposal_id", "=", item.key).execute();
    expect(rows).toEqual([{ org: "", proposal_id: item.key }]);
  });

  it("a held review keeps when its proposal arrived, the time the queue's ages count from", async () => {
    const item = (await readQueue()).items[0]!;
    const arrived = proposalCreatedAt(item.proposal, item.report);
    expect(arrived).not.toBeNull();
    const held = await rejectAs("ann", item);
    expect(held.status).toBe(201);
    const row = await (await getDb())
      .selectFrom("review_outbox")
      .select("proposed_at")
      .where("id", "=", (await held.json()).id)
      .executeTakeFirstOrThrow();
    expect(row.proposed_at).toBe(new Date(arrived!).toISOString());
  });

  it("only the author or an admin undoes a held review", async () => {
    const item = (await readQueue()).items[0]!;
    const held = await rejectAs("ann", item);
    expect(held.status).toBe(201);
    const { id } = await held.json();
    const undoAs = (user: string) => undo(as(user, apiRequest("DELETE", `/api/triage/reviews/${id}`)), { params: Promise.resolve({ reviewId: String(id) }) });
    const refused = await undoAs("bob");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(/Only ann, who held this review, or an admin/);
    expect((await undoAs("root")).status).toBe(200);
    expect((await undoAs("ann")).status).toBe(409);
  });

  it("a 403 to a review sent through the review route is remembered: the proposal leaves the queue", async () => {
    const item = (await readQueue()).items.at(-1)!;
    // The service no longer waits on this organization for it: a review is refused 403.
    env().service.store.db.prepare("UPDATE proposals SET awaiting_organization_id = NULL WHERE id = ?").run(Number(item.proposal.id));
    const response = await review(
      as(
        "bob",
        apiRequest("POST", `/api/organization/proposals/${item.proposal.id}/review`, {
          assetId: item.proposal.asset!.id,
          decision: "REJECT",
          rejectReason: "irrelevant",
        }),
      ),
      {
        params: Promise.resolve({ proposalId: String(item.proposal.id) }),
      },
    );
    expect(response.status).toBe(403);
    const refusals = await (await getDb()).selectFrom("triage_refusals").select(["org", "proposal_id", "report_updated_at"]).execute();
    expect(refusals).toEqual([{ org: "", proposal_id: item.key, report_updated_at: item.report.updatedAt }]);
    expect((await readQueue()).items.map((i) => i.key)).not.toContain(item.key);
  });
  it("a hold when the day's budget is spent is refused up front, in words, and nothing is held", async () => {
    const db = await getDb();
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const spent = Array.from({ length: 10 }, (_, i) => ({
      username: "ann",
      role: "reviewer",
      action: "proposal.review",
      target: `proposal:spent-${i}`,
      outcome: "success" as const,
      http_status: 200,
      request_id: `spent-${i}`,
      occurred_at: at,
    }));
    await db.insertInto("audit_events").values(spent).execute();
    try {
      const item = (await readQueue()).items[0]!;
      const response = await rejectAs("ann", item);
      expect(response.status).toBe(409);
      const { error } = await response.json();
      expect(error.code).toBe("CONFLICT");
      expect(error.message).toMatch(
        /^Not held: the day's review budget is spent \(10 of 10 reviews sent in the last 24 hours[^)]*\); the next review can be sent in (about )?2[23] h/,
      );
      expect(await db.selectFrom("review_outbox").select("id").where("proposal_id", "=", item.key).where("status", "=", "held").execute()).toEqual([]);
    } finally {
      await db.deleteFrom("audit_events").where("request_id", "like", "spent-%").execute();
    }
  });

  it("a review that failed after its author left /triage is shown to its author, in any organization, until they mark it seen", async () => {
    const db = await getDb();
    const item = (await readQueue()).items[0]!;
    const held = await rejectAs("ann", item);
    expect(held.status).toBe(201);
    const { id } = await held.json();
    // Failed two hours ago (the service's 429 once its window passed): older than the recent reviews the page lists.
    const longAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await db
      .updateTable("review_outbox")
      .set({ status: "failed", http_status: 429, outcome: JSON.stringify({ code: "TOO_MANY_REQUESTS", message: "budget" }), updated_at: longAgo })
      .where("id", "=", id)
      .execute();
    const reviewsOf = async (user: string, query = "") => {
      const response = await reviews(as(user, apiRequest("GET", `/api/triage/reviews${query}`)));
      expect(response.status).toBe(200);
      return ((await response.json()) as { reviews: { id: number; failure: unknown; seen: boolean; proposalId: string }[] }).reviews;
    };
    expect((await reviewsOf("ann")).find((r) => r.id === id)).toMatchObject({ proposalId: item.key, seen: false, failure: { status: 429 } });
    // Shown on another organization's /triage, naming the one it was held in (the key's own: ""), so its link leads back there.
    expect((await reviewsOf("ann", "?slug=globex")).find((r) => r.id === id)).toMatchObject({ organization: "" });
    expect((await reviewsOf("bob")).map((r) => r.id)).not.toContain(id);
    // And in the shell's notice on every page, for its author only.
    const noticesOf = async (user: string) => {
      const response = await notices(as(user, apiRequest("GET", "/api/notices")));
      expect(response.status).toBe(200);
      return ((await response.json()) as { unsentReviews: { id: number; failure: unknown; proposalId: string }[] }).unsentReviews;
    };
    expect((await noticesOf("ann")).find((r) => r.id === id)).toMatchObject({ proposalId: item.key, failure: { status: 429 } });
    expect((await noticesOf("bob")).map((r) => r.id)).not.toContain(id);
    const seeAs = (user: string) =>
      markSeen(as(user, apiRequest("PATCH", `/api/triage/reviews/${id}`, { seen: true })), { params: Promise.resolve({ reviewId: String(id) }) });
    expect(await (await seeAs("bob")).json()).toEqual({ seen: 0 });
    expect(await (await seeAs("ann")).json()).toEqual({ seen: 1 });
    expect((await reviewsOf("ann")).map((r) => r.id)).not.toContain(id);
    expect((await noticesOf("ann")).map((r) => r.id)).not.toContain(id);
  });

  it("a held review goes out only under its author's account: a re-created account of the same name does not send it", async () => {
    const db = await getDb();
    const at = new Date().toISOString();
    const cy = await db
      .insertInto("users")
      .values({ username: "cy", password_hash: "-", role: "reviewer", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    PEOPLE.cy = { kind: "user", userId: cy.id, username: "cy", role: "reviewer" };
    const item = (await readQueue()).items[0]!;
    const held = await rejectAs("cy", item);
    expect(held.status).toBe(201);
    const { id } = await held.json();
    await db.deleteFrom("users").where("id", "=", cy.id).execute();
    await db.insertInto("users").values({ username: "cy", password_hash: "-", role: "reviewer", created_at: at, updated_at: at }).execute();
    const sent: string[] = [];
    const done = await senderTick(
      {
        db,
        now: () => new Date(Date.now() + 31_000),
        send: async (_org, proposalId) => {
          sent.push(proposalId);
          return { proposal: { id: proposalId }, review: { id: 1 }, watchlisted: false } as unknown as ReviewResult;
        },
      },
      "test",
    );
    expect(sent).not.toContain(item.key);
    expect(done.find((d) => d.id === id)?.outcome).toMatchObject({ kind: "void", code: "AUTHOR_REMOVED" });
  });
});

/** A second console instance: a child process on the same store and upstream (second-instance-child.ts). */
async function startSecondInstance(): Promise<{ url: string; stop(): Promise<void> }> {
  const root = path.resolve(import.meta.dirname, "..", "..", "..");
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "app/api/triage/second-instance-child.ts"], {
    cwd: root,
    env: { ...process.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => {
    stderr += c.toString();
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (c: Buffer) => resolve(c.toString().trim()));
    void exited.then(() => reject(new Error(`the second instance stopped: ${stderr}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Every way the hold route accepts to name the key's own organization (acme, the staff key's own). */
const OWN_SPELLINGS: { slug?: string; cookie?: string }[] = [
  {},
  { slug: "" },
  { slug: "acme" },
  { slug: " acme " },
  { cookie: "acme" },
  { cookie: "acme", slug: "" },
  { cookie: "globex", slug: "acme" },
  { cookie: "acme", slug: "acme" },
];

describe.each(testEngines())("held reviews and claims of a multi-organization (staff) key, on %s with two instances", (engine) => {
  const env = routeTestEnvOn(engine, { REVIEW_UNDO_SECONDS: "30", UPSTREAM_API_KEY: DEMO_KEYS.staff });
  let second: Awaited<ReturnType<typeof startSecondInstance>> | undefined;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    env();
    const db = await getDb();
    const at = new Date().toISOString();
    for (const username of ["ann", "bob"]) {
      const user = await db
        .insertInto("users")
        .values({ username, password_hash: "-", role: "reviewer", created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      PEOPLE[username] = { kind: "user", userId: user.id, username, role: "reviewer" };
      // The second instance reads a real session: it has no test double.
      await startUserSessionIn({ get: () => undefined, set: (_name, value) => (cookies[username] = value) }, user, {
        db,
        secret: getSessionSecret(),
      });
    }
    second = await startSecondInstance();
  }, 60_000);
  afterAll(async () => {
    await second?.stop();
  });

  it("20 concurrent holds of one proposal, spelled every way the route accepts, on two instances: exactly one 201", async () => {
    const item = (await readQueue()).items[0]!;
    const responses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const spelling = OWN_SPELLINGS[i % OWN_SPELLINGS.length]!;
        const user = i % 2 ? "ann" : "bob";
        const body = {
          proposalId: item.key,
          review: { assetId: item.proposal.asset!.id, decision: "REJECT", rejectReason: "irrelevant" },
          ...(spelling.slug === undefined ? {} : { slug: spelling.slug }),
        };
        const cookie = [`${SESSION_COOKIE}=${cookies[user]}`, ...(spelling.cookie ? [`${ORG_COOKIE}=${spelling.cookie}`] : [])].join("; ");
        if (i % 4 < 2) {
          const request = as(user, apiRequest("POST", "/api/triage/reviews", body));
          request.headers.set("cookie", cookie);
          return hold(request);
        }
        return fetch(`${second!.url}/api/triage/reviews`, {
          method: "POST",
          headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json", cookie },
          body: JSON.stringify(body),
        });
      }),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const rows = await (await getDb()).selectFrom("review_outbox").select(["org", "proposal_id"]).where("proposal_id", "=", item.key).execute();
    expect(rows).toEqual([{ org: "", proposal_id: item.key }]);
  }, 60_000);

  it("a claim without an organization and one naming the key's own are one claim: the second reviewer is told who holds it", async () => {
    const item = (await readQueue()).items.at(-1)!;
    const claimAs = (user: string, slug?: string) =>
      claim(as(user, apiRequest("POST", "/api/triage/claims", { proposalId: item.key, ...(slug === undefined ? {} : { slug }) })));
    const first = await claimAs("ann");
    expect(first.status).toBe(200);
    const second = await claimAs("bob", "acme");
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ username: "ann", mine: false });
    const rows = await (await getDb()).selectFrom("triage_claims").select(["org", "username"]).where("proposal_id", "=", item.key).execute();
    expect(rows).toEqual([{ org: "", username: "ann" }]);
  });
});
