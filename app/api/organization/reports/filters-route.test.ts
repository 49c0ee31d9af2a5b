import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import type { Variant } from "@/lib/embedded-service/context";
import { callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";

// The second half of what e2e/reports.spec.ts checked per filter (the first, each control putting its
// filter in the address, is components/reports/filter-bar.test.tsx): the address's query, sent to the
// console's route, narrows the list to the service's own count for that query, in each dialect the
// browser suite ran it in.

const session = vi.hoisted(() => ({ principal: { kind: "user", userId: 3, username: "viewer", role: "viewer" } as Principal }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

/** The queries the reports page's controls write (filter-bar.test.tsx), as the address carries them. */
const QUERIES = [
  "status=CLOSED",
  "searchQuery=wallet",
  "reporterQuery=Rosa",
  "reporterKind=automation",
  "reviewerKind=human",
  "reviewedByUserId=4",
  "startDate=2026-10-01",
  "endDate=2026-10-02",
  "updatedAtStartDate=2026-11-01",
  "updatedAtEndDate=2026-09-16",
  "registrars=NameCheap Inc.",
  "hasMxRecords=true",
  "excludeAutomation=true",
  "onlyRejected=true",
  "onlyFavorited=true",
  "reportedByCustomer=false",
  "needsCustomerReview=true",
  "reviewStatuses=ESCALATE,SKIP",
  "assetTypes=TELEGRAM,EMAIL",
  "countryCodes=NL,DE",
  "sources=CANARY_TOKEN",
];

describe.each<Variant>(["standard", "alternate"])("GET /api/organization/reports filters, %s dialect", (variant) => {
  const env = routeTestEnvOn("sqlite", {}, { variant, reportsForAcme: 600 });

  async function consoleCount(query: string): Promise<number> {
    const [, handler] = (await handlersOf("organization/reports")).find(([m]) => m === "GET")!;
    const response = await callRoute(handler, "GET", "organization/reports", { query: `?${new URLSearchParams(`${query}&limit=1`).toString()}` });
    expect(response.status, `${query}: ${await response.clone().text()}`).toBe(200);
    return ((await response.json()) as { totalCount: number }).totalCount;
  }

  async function brandId(name: string): Promise<string> {
    const [, handler] = (await handlersOf("organization/brands")).find(([m]) => m === "GET")!;
    const { brands } = (await (await callRoute(handler, "GET", "organization/brands")).json()) as { brands: { id: number | string; name: string }[] };
    return String(brands.find((b) => b.name === name)!.id);
  }

  it.each(QUERIES)("%s narrows the list to the service's own count", async (query) => {
    const all = await consoleCount("");
    const count = await consoleCount(query);
    expect(count, "the filter should narrow the list").toBeLessThan(all);
    // The service asked directly, in its own dialect's words for the same filter.
    const truth = await env().service.call("GET", `/organization/reports?${new URLSearchParams(`${query}&limit=1`).toString()}`);
    expect(truth.status).toBe(200);
    expect(count).toBe((truth.body as { totalCount: number }).totalCount);
  });

  it("brandIds of the Acme Wallet brand narrows the list", async () => {
    const all = await consoleCount("");
    const count = await consoleCount(`brandIds=${await brandId("Acme Wallet")}`);
    expect(count).toBeLessThan(all);
    expect(count).toBeGreaterThan(0);
  });
});
