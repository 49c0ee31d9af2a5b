import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import type { Variant } from "@/lib/embedded-service/context";
import { callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";

// The service's answers e2e/asset-groups.spec.ts checked through the browser's request context
// (status codes, error words, what is stored), through the console's routes in each dialect the
// browser suite ran them in. What the page does with them is components/asset-groups/asset-groups-view.test.tsx.

const session = vi.hoisted(() => ({ principal: { kind: "user", userId: 1, username: "admin", role: "admin" } as Principal }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

type Group = { id: number | string; name: string; assetCount: number };
const LIST = "organization/asset-groups";
const ONE = "organization/asset-groups/[groupId]";

async function call(method: string, route: string, options: { groupId?: number | string; body?: unknown } = {}) {
  const [, handler] = (await handlersOf(route)).find(([m]) => m === method)!;
  return callRoute(handler, method, route, { params: options.groupId === undefined ? undefined : { groupId: String(options.groupId) }, body: options.body });
}

describe.each<Variant>(["standard", "alternate"])("asset-group routes, %s dialect", (variant) => {
  routeTestEnvOn("sqlite", {}, { variant, reportsForAcme: 20 });

  const list = async (): Promise<Group[]> => {
    const response = await call("GET", LIST);
    expect(response.status).toBe(200);
    return ((await response.json()) as { groups: Group[] }).groups;
  };
  const create = async (name: string): Promise<Group> => {
    const response = await call("POST", LIST, { body: { name } });
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  };
  const rename = (group: Group, name: string) => call("PATCH", ONE, { groupId: group.id, body: { groupId: group.id, name } });

  it("create, rename and delete: each stored as answered", async () => {
    const group = await create("Created");
    expect((await list()).find((g) => String(g.id) === String(group.id))).toMatchObject({ name: "Created", assetCount: 0 });
    expect((await rename(group, "Renamed")).status).toBe(200);
    expect((await list()).find((g) => String(g.id) === String(group.id))?.name).toBe("Renamed");
    expect((await call("DELETE", ONE, { groupId: group.id, body: { groupId: group.id } })).status).toBe(200);
    expect((await list()).some((g) => String(g.id) === String(group.id))).toBe(false);
  });

  it("a rename onto a taken name is refused with 409, and one differing only in letter case too; nothing changes", async () => {
    await create("Phish");
    const other = await create("Other");
    for (const taken of ["Phish", "phish", "PHISH"]) {
      const response = await rename(other, taken);
      expect(response.status, taken).toBe(409);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(taken);
    }
    expect((await list()).find((g) => String(g.id) === String(other.id))?.name).toBe("Other");
    // A group's own name in another case is its rename, not a twin.
    const phish = (await list()).find((g) => g.name === "Phish")!;
    expect((await rename(phish, "PHISH")).status).toBe(200);
  });

  it("a new group whose name differs from another only in letter case is refused with 409 in words", async () => {
    await create("Wallets");
    const response = await call("POST", LIST, { body: { name: "wallets" } });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'A group named "Wallets" already exists; "wallets" differs from it only in letter case, which would leave two groups no one can tell apart',
    );
    expect((await list()).filter((g) => g.name.toLowerCase() === "wallets")).toHaveLength(1);
  });

  it("a name of 255 code points but 510 UTF-16 units is refused before the service is asked", async () => {
    const group = await create("Units");
    const response = await rename(group, "😀".repeat(255));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Group name must be between 1 and 255 characters");
  });

  it("a rename of a group deleted elsewhere is 404", async () => {
    const group = await create("Doomed");
    expect((await call("DELETE", ONE, { groupId: group.id, body: { groupId: group.id } })).status).toBe(200);
    expect((await rename(group, "Doomed again")).status).toBe(404);
  });

  it("names of 0 or 256 characters are refused with 400 in the service's words; 255 are kept", async () => {
    const group = await create("Length");
    for (const bad of ["", "x".repeat(256)]) {
      const response = await rename(group, bad);
      expect(response.status, `${bad.length} characters`).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("Group name must be between 1 and 255 characters");
    }
    expect((await rename(group, "y".repeat(255))).status).toBe(200);
  });
});
