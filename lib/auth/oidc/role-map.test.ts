import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROLES } from "@/lib/auth/permissions";
import { decideRole, describeRoleMap, namesAtClaim, parseRoleMap } from "./role-map";

function mapOf(text: string) {
  const parsed = parseRoleMap(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.map;
}

describe("parseRoleMap", () => {
  it("reads group=role pairs and the * role", () => {
    const map = mapOf(" sec-admins=admin, sec-reviewers = reviewer ,*=viewer");
    expect([...map.groups]).toEqual([
      ["sec-admins", "admin"],
      ["sec-reviewers", "reviewer"],
    ]);
    expect(map.fallback).toBe("viewer");
    expect(describeRoleMap(map)).toBe("sec-admins=admin,sec-reviewers=reviewer,*=viewer");
  });

  it("keeps a group name holding '=' (the last one splits)", () => {
    expect([...mapOf("cn=admins=admin").groups]).toEqual([["cn=admins", "admin"]]);
  });

  it.each([
    ["", "names no group"],
    ["admins", '"admins" is not group=role'],
    ["=admin", '"=admin" is not group=role'],
    ["admins=owner", 'maps to "owner"'],
  ])("refuses %j in words", (text, words) => {
    const parsed = parseRoleMap(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.problem).toContain(words);
  });
});

describe("namesAtClaim", () => {
  it("reads a dotted path, a whole dotted key, a string or an array of strings", () => {
    expect(namesAtClaim({ realm_access: { roles: ["a", 1, "b"] } }, "realm_access.roles")).toEqual(["a", "b"]);
    expect(namesAtClaim({ "https://example.com/groups": ["x"] }, "https://example.com/groups")).toEqual(["x"]);
    expect(namesAtClaim({ groups: "solo" }, "groups")).toEqual(["solo"]);
    expect(namesAtClaim({ groups: { nested: true } }, "groups")).toEqual([]);
    expect(namesAtClaim(null, "groups")).toEqual([]);
    expect(namesAtClaim({ a: "x" }, "a.b")).toEqual([]);
  });
});

describe("decideRole", () => {
  const map = mapOf("sec-admins=admin,sec-reviewers=reviewer,staff=viewer");

  it("gives the highest role any group maps to, and says which groups decided it", () => {
    expect(decideRole({ groups: ["staff", "sec-reviewers", "other"] }, "groups", map)).toEqual({
      role: "reviewer",
      decidedBy: ["sec-reviewers"],
      groups: ["staff", "sec-reviewers", "other"],
    });
  });

  it("gives no role to a user in no mapped group, unless * maps one", () => {
    expect(decideRole({ groups: ["other"] }, "groups", map).role).toBeNull();
    expect(decideRole({}, "groups", map).role).toBeNull();
    expect(decideRole({ groups: ["other"] }, "groups", mapOf("a=admin,*=viewer"))).toEqual({ role: "viewer", decidedBy: [], groups: ["other"] });
  });

  it("does not depend on the order of the groups (property)", () => {
    const names = ["sec-admins", "sec-reviewers", "staff", "other", "x"];
    fc.assert(
      fc.property(fc.subarray(names), (groups) => {
        const forward = decideRole({ groups }, "groups", map).role;
        const backward = decideRole({ groups: [...groups].reverse() }, "groups", map).role;
        expect(backward).toBe(forward);
        const mapped = groups.map((g) => map.groups.get(g)).filter((r) => r !== undefined);
        const highest = mapped.length ? ROLES[Math.max(...mapped.map((r) => ROLES.indexOf(r)))] : null;
        expect(forward).toBe(highest);
      }),
    );
  });
});
