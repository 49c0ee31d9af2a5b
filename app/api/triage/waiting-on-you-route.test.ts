import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import type { Variant } from "@/lib/embedded-service/context";
import { outcomeCards } from "@/lib/outcomes/outcome-figures";
import type { OutcomesView } from "@/lib/outcomes/outcome-view";
import { apiRequest, routeTestEnvOn } from "@/lib/testing/route-harness";
import type { TriageCountsView, TriageQueueView } from "@/lib/triage/view-types";
import { POST as backlog } from "../healthchecks/reviewing/backlog/route";
import { GET as outcomes } from "../outcomes/route";
import { GET as counts } from "./counts/route";
import { GET as queue } from "./queue/route";

// Issue 41, item 7: "waiting on you" is one figure, the service's own backlog check, wherever it
// shows: /triage (its queue route), /queues and the wall (the counts route beside the snapshot),
// /health (the check itself) and /outcomes. Before, /triage said 387 "certainly", /queues and the
// wall 635 (the triage list), /health 511 (the check).

const VIEWER: Principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => VIEWER }));

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

describe.each<Variant>(["standard", "sparse"])("the one 'waiting on you' figure, %s dialect", (variant) => {
  routeTestEnvOn("sqlite", {}, { variant, reportsForAcme: 200 });

  it("is the service's backlog count on /triage, /queues and the wall, /health and /outcomes alike", async () => {
    const view = await json<TriageQueueView>(await queue(apiRequest("GET", "/api/triage/queue?limit=1")));
    const check = await json<{ observed: { pendingCount: number } }>(await backlog(apiRequest("POST", "/api/healthchecks/reviewing/backlog", {})));
    const figure = check.observed.pendingCount;
    expect(view.waitingOnYou).toEqual({ count: figure, source: "service" });
    // Different things, said apart: the triage list holds every pending proposal of the flagged reports.
    expect(view.total).toBeGreaterThanOrEqual(figure);

    const beside = await json<TriageCountsView>(await counts(apiRequest("GET", "/api/triage/counts")));
    expect(beside.counts?.waitingOnYou).toEqual({ count: figure, source: "service" });
    expect(beside.counts?.total).toBe(view.total);

    const own = outcomeCards(await json<OutcomesView>(await outcomes(apiRequest("GET", "/api/outcomes?window=7")))).find((c) => c.id === "console")!;
    expect(own.figures.find((f) => f.key === "triage:waiting-on-you")?.current).toBe(figure);
    // The "in triage now" figure opens /triage, whose list holds exactly as many.
    expect(own.figures.find((f) => f.key === "triage:waiting")).toMatchObject({ current: view.total, href: "/triage" });
  });
});
