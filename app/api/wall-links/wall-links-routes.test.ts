import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { PEER_HEADER } from "@/lib/bff/peer-address";
import { getDb } from "@/lib/db";
import { listAuditEvents } from "@/lib/db/audit-events";
import { apiRequest, TEST_ORIGIN, withTempConsoleStore } from "@/lib/testing/route-harness";
import { PATCH as renewWall, POST as signInWall } from "../session/wall/route";
import { DELETE as revokeLink } from "./[linkId]/route";
import { POST as createLink, GET as listLinks } from "./route";

// The session is Next's cookie store; here the principal is set per test and started sessions recorded.
const session = vi.hoisted(() => ({ principal: null as Principal | null, started: [] as number[] }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => session.principal,
  startWallSession: async (link: { id: number }) => {
    session.started.push(link.id);
  },
}));

const ORIGIN = TEST_ORIGIN;
const ADMIN: Principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
const VIEWER: Principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };

const request = apiRequest;
const params = (p: Record<string, string>) => ({ params: Promise.resolve(p) });

withTempConsoleStore("wall-links");
beforeEach(() => {
  session.principal = null;
  session.started.length = 0;
});

async function create(name: string) {
  session.principal = ADMIN;
  const response = await createLink(request("POST", "/api/wall-links", { name }));
  expect(response.status).toBe(201);
  return (await response.json()) as { link: { id: number; name: string; createdBy: string }; token: string };
}

describe("wall link admin routes", () => {
  it("creates a link, answers its token once, lists it without the token", async () => {
    const { link, token } = await create("Lobby screen");
    expect(link).toMatchObject({ name: "Lobby screen", createdBy: "admin", lastUsedAt: null, revokedAt: null });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await (await listLinks(request("GET", "/api/wall-links"))).json();
    const found = listed.links.find((l: { id: number }) => l.id === link.id);
    expect(found).toMatchObject({ name: "Lobby screen" });
    expect(JSON.stringify(listed)).not.toContain(token);
    const audit = await listAuditEvents(await getDb(), { action: "wall-link.create", limit: 10 });
    expect(audit.items[0]).toMatchObject({ username: "admin", target: "Lobby screen", outcome: "success", httpStatus: 201 });
  });

  it("refuses a blank name and non-admins", async () => {
    session.principal = ADMIN;
    expect((await createLink(request("POST", "/api/wall-links", { name: "  " }))).status).toBe(400);
    session.principal = VIEWER;
    expect((await createLink(request("POST", "/api/wall-links", { name: "x" }))).status).toBe(403);
    expect((await listLinks(request("GET", "/api/wall-links"))).status).toBe(403);
    session.principal = { kind: "wall", linkId: 1, name: "x" };
    expect((await listLinks(request("GET", "/api/wall-links"))).status).toBe(403);
    expect((await revokeLink(request("DELETE", "/api/wall-links/1"), params({ linkId: "1" }))).status).toBe(403);
    session.principal = null;
    expect((await listLinks(request("GET", "/api/wall-links"))).status).toBe(401);
  });

  it("revokes a link (idempotently), 404 for an unknown one, 400 for a hostile id", async () => {
    const { link } = await create("Ops room");
    const first = await revokeLink(request("DELETE", `/api/wall-links/${link.id}`), params({ linkId: String(link.id) }));
    expect(first.status).toBe(200);
    const revokedAt = (await first.json()).link.revokedAt;
    expect(typeof revokedAt).toBe("string");
    const again = await revokeLink(request("DELETE", `/api/wall-links/${link.id}`), params({ linkId: String(link.id) }));
    expect((await again.json()).link.revokedAt).toBe(revokedAt);
    expect((await revokeLink(request("DELETE", "/api/wall-links/999999"), params({ linkId: "999999" }))).status).toBe(404);
    for (const bad of ["0", "-1", "01", "1.5", "abc", " 1", "99999999999"]) {
      expect((await revokeLink(request("DELETE", "/api/wall-links/x"), params({ linkId: bad }))).status, bad).toBe(400);
    }
    const audit = await listAuditEvents(await getDb(), { action: "wall-link.revoke", limit: 10 });
    expect(audit.items.some((e) => e.target === String(link.id) && e.outcome === "success")).toBe(true);
  });
});

describe("POST /api/session/wall", () => {
  it("opens a wall session for a live token, audited without the token", async () => {
    const { link, token } = await create("Kitchen");
    session.principal = null;
    const response = await signInWall(request("POST", "/api/session/wall", { token }));
    expect(response.status).toBe(204);
    expect(session.started).toEqual([link.id]);
    const audit = await listAuditEvents(await getDb(), { action: "wall-link.sign-in", limit: 10 });
    expect(audit.items[0]).toMatchObject({ outcome: "success", httpStatus: 204 });
    expect(JSON.stringify(audit.items[0])).not.toContain(token);
    session.principal = ADMIN;
    const listed = await (await listLinks(request("GET", "/api/wall-links"))).json();
    const used = listed.links.find((l: { id: number }) => l.id === link.id);
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("answers 401 for an unknown or revoked token, and refuses a cross-site call", async () => {
    const { link, token } = await create("Hall");
    await revokeLink(request("DELETE", `/api/wall-links/${link.id}`), params({ linkId: String(link.id) }));
    session.principal = null;
    for (const t of [token, "A".repeat(43), "nope"]) {
      const response = await signInWall(request("POST", "/api/session/wall", { token: t }));
      expect(response.status, t).toBe(401);
      expect((await response.json()).error.code).toBe("WALL_LINK_INVALID");
    }
    const crossSite = new Request(`${ORIGIN}/api/session/wall`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect((await signInWall(crossSite)).status).toBe(403);
    expect(session.started).toEqual([]);
    const audit = await listAuditEvents(await getDb(), { action: "wall-link.sign-in", limit: 10 });
    expect(audit.items[0]).toMatchObject({ outcome: "failure", httpStatus: 401 });
  });

  it("throttles wrong tokens per address as sign-in is throttled: after five, even a good token waits", async () => {
    const { link, token } = await create("Lobby");
    session.principal = null;
    const from = (peer: string, t: string) => {
      const req = request("POST", "/api/session/wall", { token: t });
      req.headers.set(PEER_HEADER, peer);
      return signInWall(req);
    };
    for (let i = 0; i < 5; i++) expect((await from("10.60.0.1", `${"B".repeat(42)}${i}`)).status).toBe(401);
    const held = await from("10.60.0.1", token);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(session.started).toEqual([]);
    expect((await from("10.60.0.2", token)).status).toBe(204);
    expect(session.started).toEqual([link.id]);
  });

  it("renews a wall session only for a wall principal", async () => {
    session.principal = { kind: "wall", linkId: 7, name: "x" };
    expect((await renewWall(request("PATCH", "/api/session/wall"))).status).toBe(204);
    expect(session.started).toEqual([7]);
    session.principal = VIEWER;
    expect((await renewWall(request("PATCH", "/api/session/wall"))).status).toBe(400);
  });
});
