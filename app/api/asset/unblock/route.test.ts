import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import type { Variant } from "@/lib/embedded-service/context";
import { callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";

// What e2e/unblock.spec.ts asked of the API after each unblock (the service's state changed: a
// second request finds nothing to do), through the console's route in each dialect the browser
// suite ran it in. The page's two outcomes stay in the browser.

const session = vi.hoisted(() => ({ principal: { kind: "user", userId: 1, username: "admin", role: "admin" } as Principal }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

type Unblock = { success: boolean; message: string; content: string; disputeCreated: boolean };
// lib/embedded-service/seed/operations.ts: each organization's first two own assets are seeded BLOCKED.
const OWN_BLOCKED = "https://www.acme.example";

describe.each<Variant>(["standard", "alternate"])("POST /api/asset/unblock, %s dialect", (variant) => {
  routeTestEnvOn("sqlite", {}, { variant, reportsForAcme: 60 });

  async function unblock(content: string): Promise<Unblock> {
    const [, handler] = (await handlersOf("asset/unblock")).find(([m]) => m === "POST")!;
    const response = await callRoute(handler, "POST", "asset/unblock", { body: { content, reason: "route test" } });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  }

  /** BLOCKED assets that are not acme's: the assets of approved proposals in acme's reports (no owner). */
  async function foreignBlockedAsset(): Promise<string> {
    const [, handler] = (await handlersOf("organization/reports")).find(([m]) => m === "GET")!;
    const response = await callRoute(handler, "GET", "organization/reports", { query: "?limit=20&reviewStatuses=APPROVE" });
    expect(response.status).toBe(200);
    const { reports } = (await response.json()) as { reports: { proposals: { asset: { content: string; status: string } | null }[] }[] };
    const found = reports
      .flatMap((r) => r.proposals.map((p) => p.asset))
      .find((a) => a !== null && a.status === "BLOCKED" && !a.content.includes(".acme.example"));
    expect(found, "the demo data has another's blocked asset").toBeDefined();
    return found!.content;
  }

  it("an own blocked asset is unblocked; asked again, nothing is blocked", async () => {
    expect(await unblock(OWN_BLOCKED)).toMatchObject({ success: true, disputeCreated: false });
    const again = await unblock(OWN_BLOCKED);
    expect(again).toMatchObject({ success: false, disputeCreated: false });
    expect(again.message).toMatch(/not blocked/);
  });

  it("another's blocked asset gets a dispute; a second one is refused while it is open", async () => {
    const content = await foreignBlockedAsset();
    const first = await unblock(content);
    expect(first.disputeCreated).toBe(true);
    const again = await unblock(content);
    expect(again).toMatchObject({ success: false, disputeCreated: false });
    expect(again.message).toMatch(/already open/);
  });
});
