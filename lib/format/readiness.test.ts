import { describe, expect, it } from "vitest";
import type { AccountSetup } from "@/lib/contract/account-setup";
import { readinessItems, readinessSummary } from "./readiness";

const setup = (over: Partial<AccountSetup> = {}): AccountSetup => ({
  id: 1,
  slug: "acme",
  name: "Acme",
  subscriptionStatus: "ACTIVE",
  services: { reporting: true, reviewing: true, protection: true, takedowns: true, detection: true, darkWebMonitoring: true },
  takedownsAutomated: true,
  obligatoryAdminApproval: false,
  letterOfAuthorization: true,
  powerOfAttorney: true,
  trademarks: [{ office: "USPTO", number: "6123456" }],
  ...over,
});

const byId = (items: ReturnType<typeof readinessItems>, id: string) => items.find((i) => i.id === id)!;

describe("what the account is set up for, in words", () => {
  it("everything on: no item missing", () => {
    const items = readinessItems(setup());
    expect(items.filter((i) => i.state === "missing")).toEqual([]);
    expect(readinessSummary(items)).toBe("Set up for everything the console uses");
    expect(byId(items, "trademarks").status).toBe("USPTO 6123456");
  });

  it("a missing letter of authorization says what it prevents and who to ask", () => {
    const loa = byId(readinessItems(setup({ letterOfAuthorization: false })), "letter-of-authorization");
    expect(loa).toMatchObject({ state: "missing", status: "Missing" });
    expect(loa.prevents).toBe(
      "Registrars and hosts may refuse takedowns the service files for the organization: nothing shows the service may act on its behalf.",
    );
    expect(loa.ask).toMatch(/^Ask the organization's legal contact/);
  });

  it("a service off, automation off, no trademarks; takedowns off hides automation", () => {
    const items = readinessItems(setup({ services: { ...setup().services, detection: false }, takedownsAutomated: false, trademarks: [] }));
    expect(items.filter((i) => i.state === "missing").map((i) => i.id)).toEqual(["service-detection", "takedown-automation", "trademarks"]);
    expect(byId(items, "service-detection").ask).toBe("Ask the service's account manager for the organization to switch it on.");
    expect(readinessSummary(items)).toBe("3 missing");
    const noTakedowns = readinessItems(setup({ services: { ...setup().services, takedowns: false } }));
    expect(noTakedowns.some((i) => i.id === "takedown-automation")).toBe(false);
  });

  it("what the service did not say is neither on nor off", () => {
    const items = readinessItems(setup({ takedownsAutomated: null, trademarks: null, obligatoryAdminApproval: null }));
    expect(["takedown-automation", "trademarks", "admin-approval"].map((id) => byId(items, id).state)).toEqual(["unknown", "unknown", "unknown"]);
    expect(readinessSummary(items)).toBe("3 not said by the service");
  });

  it("admin approval is a note either way, in words", () => {
    expect(byId(readinessItems(setup({ obligatoryAdminApproval: true })), "admin-approval")).toMatchObject({ state: "note", status: "Required" });
  });
});
