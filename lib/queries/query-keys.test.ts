import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandListOptions } from "./brands";
import { orgKey } from "./org-key";

/**
 * Key factories whose data does not depend on the organization chosen in the shell, and why.
 * Every other `…Keys` factory in lib/queries must start each key with `orgKey(org)`.
 */
const ORGANIZATION_INDEPENDENT: Record<string, string> = {
  activityKeys: "the console's own audit log",
  alertKeys: "the console's own rules, states and channels; each rule names its scope",
  consoleUserKeys: "the console's own users",
  digestKeys: "the console's own weekly digests; each names the organizations it reports on",
  historyKeys: "a trend names its scope in the key and the request; the review budget is the console's",
  noticeKeys: "the signed-in user's own notices, from every organization they reviewed in",
  preferenceKeys: "the signed-in user's own mail address and follow choice, in every organization",
  profileKeys: "the service user of the server's key, whichever organization it acts on",
  serviceConnectionKeys: "the console's one connection to the service, whichever organization it acts on",
  signInKeys: "how people sign in to this console: its identity provider and local passwords, for every organization",
  serviceContractKeys: "what the console tolerated in the service's answers is counted per process, for every organization the key reaches",
  wallLinkKeys: "the console's own wall-screen links",
  webhookKeys: "the console's one inbox of the service's webhooks, for every organization the key reaches",
};

type Factory = Record<string, unknown>;

/** Every `…Keys` export of every module in lib/queries, so a new factory cannot be missed. */
async function keyFactories(): Promise<Map<string, Factory>> {
  const found = new Map<string, Factory>();
  const files = readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));
  for (const file of files) {
    const module = (await import(path.join(__dirname, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith("Keys") && value && typeof value === "object") found.set(name, value as Factory);
    }
  }
  return found;
}

/** Calls one member of a factory for an organization; further arguments are empty stand-ins (objects, else none). */
function keyOf(member: unknown, org: string): unknown {
  if (typeof member !== "function") return member;
  try {
    return member(org, {}, {}, {});
  } catch {
    return member(org);
  }
}

describe("query key factories", async () => {
  const factories = await keyFactories();
  const scoped = [...factories].filter(([name]) => !(name in ORGANIZATION_INDEPENDENT));

  it("finds the factories (the enumeration itself works)", () => {
    expect(factories.size).toBeGreaterThanOrEqual(14);
    for (const name of ["reportKeys", "triageKeys", "snapshotKeys", "takedownKeys", "brandKeys", "assetGroupKeys", "assetKeys", "healthcheckKeys"]) {
      expect(scoped.map(([n]) => n)).toContain(name);
    }
  });

  it("lists as organization-independent only factories that exist", () => {
    for (const name of Object.keys(ORGANIZATION_INDEPENDENT)) expect(factories.has(name), name).toBe(true);
  });

  it.each(scoped)("%s starts every key with the organization, and under its own `all` prefix", (name, factory) => {
    const all = factory.all;
    expect(typeof all, `${name}.all takes the organization`).toBe("function");
    for (const [member, build] of Object.entries(factory)) {
      const acme = keyOf(build, "acme");
      expect(Array.isArray(acme), `${name}.${member} is a key`).toBe(true);
      expect((acme as unknown[]).slice(0, 2), `${name}.${member}`).toEqual([...orgKey("acme")]);
      expect((acme as unknown[]).slice(0, (keyOf(all, "acme") as unknown[]).length), `${name}.${member} under ${name}.all`).toEqual(keyOf(all, "acme"));
      expect((keyOf(build, "initech") as unknown[])[1], `${name}.${member} names the organization it is given`).toBe("initech");
    }
  });

  it("names the organization in the brands every form offers (filters, the approve dialog)", () => {
    expect(brandListOptions("acme").queryKey).toEqual([...orgKey("acme"), "brands", "list"]);
  });
});
