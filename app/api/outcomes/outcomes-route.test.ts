import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import type { OutcomesView } from "@/lib/outcomes/outcome-view";
import { apiRequest, routeTestEnvOn } from "@/lib/testing/route-harness";
import type { TriageQueueView } from "@/lib/triage/view-types";
import { GET as queue } from "../triage/queue/route";
import { DELETE as undo } from "../triage/reviews/[reviewId]/route";
import { POST as hold } from "../triage/reviews/route";
import { GET as outcomes } from "./route";

const ANN: Principal = { kind: "user", userId: 2, username: "ann", role: "reviewer" };
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => ANN }));

describe.each(testEngines())("the Outcomes route's console figures, on %s", (engine) => {
  const env = routeTestEnvOn(engine, { REVIEW_UNDO_SECONDS: "30" });
  beforeAll(async () => {
    env();
    const at = new Date().toISOString();
    await (await getDb()).insertInto("users").values({ username: "ann", password_hash: "-", role: "reviewer", created_at: at, updated_at: at }).execute();
  });

  it("counts the reviews of the key's own organization when the page names it by its slug, as triage keeps them", async () => {
    const items = ((await (await queue(apiRequest("GET", "/api/triage/queue?limit=2"))).json()) as TriageQueueView).items;
    const held: number[] = [];
    for (const item of items.slice(0, 2)) {
      const review = { assetId: item.proposal.asset!.id, decision: "REJECT", rejectReason: "irrelevant" };
      const response = await hold(apiRequest("POST", "/api/triage/reviews", { proposalId: item.key, review, slug: "acme" }));
      expect(response.status).toBe(201);
      held.push((await response.json()).id);
    }
    // One is undone; the other reached the service (the sender is not waited for: the row is marked as it would).
    expect((await undo(apiRequest("DELETE", `/api/triage/reviews/${held[0]}`), { params: Promise.resolve({ reviewId: String(held[0]) }) })).status).toBe(200);
    await (await getDb()).updateTable("review_outbox").set({ status: "sent" }).where("id", "=", held[1]!).execute();

    for (const path of ["/api/outcomes?window=7", "/api/outcomes?window=7&slug=acme"]) {
      const response = await outcomes(apiRequest("GET", path));
      expect(response.status, path).toBe(200);
      const view = (await response.json()) as OutcomesView;
      expect(view.console.undone.current, path).toBe(1);
      expect(view.console.waitUntilReview.current, path).toMatchObject({ measured: 1, withoutArrival: 0 });
      expect(view.console.waitUntilReview.current.medianMinutes, path).toBeGreaterThan(0);
    }
  });
});
