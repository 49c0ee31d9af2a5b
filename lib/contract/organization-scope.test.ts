import { describe, expect, it } from "vitest";
import {
  OWN_ORGANIZATION,
  queryKeyOf,
  ruleScopeOf,
  ruleScopeOfSnapshot,
  scopeOfRule,
  scopeOfSlug,
  scopeOfStorageKey,
  slugOf,
  slugSelectorOf,
  storageKeyOf,
} from "./organization-scope";

describe("OrganizationScope", () => {
  it("reads every former encoding of the key's own organization as one value", () => {
    for (const none of [undefined, null, ""]) expect(scopeOfSlug(none)).toEqual(OWN_ORGANIZATION);
    expect(scopeOfRule("own")).toEqual(OWN_ORGANIZATION);
    expect(scopeOfSlug("acme")).toEqual({ kind: "org", slug: "acme" });
    expect(scopeOfRule("org:acme")).toEqual({ kind: "org", slug: "acme" });
    expect(scopeOfRule("all")).toBeNull();
    expect(scopeOfStorageKey("")).toEqual(OWN_ORGANIZATION);
    expect(scopeOfStorageKey("acme")).toEqual({ kind: "org", slug: "acme" });
  });

  it("converts to each place's own encoding, as those places wrote it before", () => {
    const acme = scopeOfSlug("acme");
    expect([slugOf(OWN_ORGANIZATION), queryKeyOf(OWN_ORGANIZATION), storageKeyOf(OWN_ORGANIZATION), ruleScopeOf(OWN_ORGANIZATION)]).toEqual([
      undefined,
      "default",
      "",
      "own",
    ]);
    expect([slugOf(acme), queryKeyOf(acme), storageKeyOf(acme), ruleScopeOf(acme)]).toEqual(["acme", "acme", "acme", "org:acme"]);
  });

  it("names the organization in a request only when it is not the key's own", () => {
    expect(slugSelectorOf(OWN_ORGANIZATION)).toEqual({});
    expect(Object.keys(slugSelectorOf(OWN_ORGANIZATION))).toEqual([]);
    expect(slugSelectorOf(scopeOfSlug("acme"))).toEqual({ slug: "acme" });
  });

  it("stores a snapshot's answered scope as the queue history did: all, org:<slug>, or none when not said", () => {
    expect(ruleScopeOfSnapshot({ all: true, slug: null })).toBe("all");
    expect(ruleScopeOfSnapshot({ all: false, slug: "acme" })).toBe("org:acme");
    expect(ruleScopeOfSnapshot({ all: null, slug: null })).toBeNull();
  });
});
