import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { apiRequest, routeTestEnvOn } from "@/lib/testing/route-harness";
import type { TriageCountsView, TriageQueueView } from "@/lib/triage/view-types";
import { GET as counts } from "./counts/route";
import { GET as queue } from "./queue/route";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

describe("/api/triage against the sparse dialect: proposals sent without an asset", () => {
  routeTestEnvOn("sqlite", {}, { variant: "sparse", reportsForAcme: 120 });
  beforeEach(() => {
    session.principal = { kind: "user", userId: 1, username: "reviewer", role: "reviewer" };
  });

  it("are listed after every reviewable one and counted as waiting on nobody here", async () => {
    const view: TriageQueueView = await (await queue(apiRequest("GET", "/api/triage/queue?limit=500"))).json();
    expect(view.items).toHaveLength(view.total);
    const reviewable = view.items.map((i) => i.proposal.asset !== null);
    const firstUnreviewable = reviewable.indexOf(false);
    expect(firstUnreviewable, "the sparse dialect sends some proposals with no asset").toBeGreaterThan(0);
    expect(reviewable.slice(firstUnreviewable).every((r) => !r)).toBe(true);
    // Certainly waiting, yet not reviewable here: not in the figure.
    const certain = view.items.filter((i) => i.waiting === "certain");
    expect(certain.some((i) => i.proposal.asset === null)).toBe(true);
    expect(view.certainTotal).toBe(certain.filter((i) => i.proposal.asset !== null).length);

    // The counts beside /queues and the wall are of what the list holds (each opens it); what waits
    // on you is their one figure: the service's backlog, or at least the reviewable certain ones.
    const counted: TriageCountsView = await (await counts(apiRequest("GET", "/api/triage/counts"))).json();
    expect(counted.counts?.total).toBe(view.total);
    expect(counted.counts?.waitingOnYou).toEqual(view.waitingOnYou);
    if (view.waitingOnYou.source === "at-least") expect(view.waitingOnYou.count).toBe(view.certainTotal);
  });
});
