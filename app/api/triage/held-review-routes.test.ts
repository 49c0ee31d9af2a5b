import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import { apiRequest, routeTestEnvOn } from "@/lib/testing/route-harness";
import { proposalCreatedAt } from "@/lib/triage/queue-order";
import type { TriageQueueView } from "@/lib/triage/view-types";
import { POST as review } from "../organization/proposals/[proposalId]/review/route";
import { GET as queue } from "./queue/route";
import { DELETE as undo } from "./reviews/[reviewId]/route";
import { POST as hold } from "./reviews/route";

/** Each request names its caller (`x-test-user`), so concurrent requests can come from different people. */
const PEOPLE: Record<string, Principal> = {
  ann: { kind: "user", userId: 2, username: "ann", role: "reviewer" },
  bob: { kind: "user", userId: 3, username: "bob", role: "reviewer" },
  root: { kind: "user", userId: 1, username: "root", role: "admin" },
};
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async (request: Request) => PEOPLE[request.headers.get("x-test-user") ?? "ann"] ?? null }));

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
  const env = routeTestEnvOn(engine, { REVIEW_UNDO_SECONDS: "30" });
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
});
