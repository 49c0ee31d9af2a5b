import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { apiRequest, withTempConsoleStore } from "@/lib/testing/route-harness";
import { readPrincipal, SESSION_COOKIE, startUserSession, WALL_SESSION_SECONDS } from "./session";
import { getSessionSecret } from "./session-secret";
import { createUser } from "./users";
import { createWallLink } from "./wall-links";

// Next's request-scoped cookie store, as a route handler has it: here only where a cookie is set.
const next = vi.hoisted(() => ({ jar: new Map<string, string>(), reads: 0 }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      next.reads += 1;
      return next.jar.has(name) ? { name, value: next.jar.get(name)! } : undefined;
    },
    set: (name: string, value: string) => void next.jar.set(name, value),
  }),
}));

function requestWith(cookies: Record<string, string>): Request {
  const request = apiRequest("GET", "/api/organization/reports");
  request.headers.set(
    "Cookie",
    Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join("; "),
  );
  return request;
}

withTempConsoleStore("read-principal-request");
beforeEach(async () => {
  await (await getDb()).deleteFrom("users").execute();
  next.jar = new Map();
  next.reads = 0;
});

describe("readPrincipal(request): a route handler's session, read from its own Cookie header", () => {
  it("finds the user of the request's cookie without asking Next's cookie store", async () => {
    const user = await createUser(await getDb(), { username: "ines", password: "a-password-1", role: "reviewer" });
    await startUserSession(user);
    const seal = next.jar.get(SESSION_COOKIE)!;
    next.jar = new Map();
    next.reads = 0;
    expect(await readPrincipal(requestWith({ [SESSION_COOKIE]: seal, other: "x" }))).toMatchObject({ kind: "user", username: "ines", role: "reviewer" });
    expect(next.reads).toBe(0);
    expect(await readPrincipal(requestWith({}))).toBeNull();
    expect(await readPrincipal(requestWith({ [SESSION_COOKIE]: `${seal.slice(0, -2)}xx` }))).toBeNull();
  });

  it("moves a wall seal from before session records onto a record, through Next's store", async () => {
    const { link } = await createWallLink(await getDb(), { name: "Lobby", createdBy: "admin" });
    const { sealData } = await import("iron-session");
    const legacy = await sealData({ v: 1, kind: "wall", linkId: link.id }, { password: getSessionSecret(), ttl: WALL_SESSION_SECONDS });
    const principal = await readPrincipal(requestWith({ [SESSION_COOKIE]: legacy }));
    expect(principal).toMatchObject({ kind: "wall", linkId: link.id });
    expect(principal?.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const renewed = next.jar.get(SESSION_COOKIE)!;
    expect(renewed).not.toBe(legacy);
    expect(await readPrincipal(requestWith({ [SESSION_COOKIE]: renewed }))).toMatchObject({ kind: "wall", sessionId: principal!.sessionId });
  });
});
