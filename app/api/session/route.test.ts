import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createUser } from "@/lib/auth/users";
import { getDb } from "@/lib/db";
import { FORWARDED_FOR_HEADER, PEER_HEADER } from "@/lib/bff/peer-address";
import { apiRequest, TEST_ORIGIN, withTempConsoleStore } from "@/lib/testing/route-harness";
import { POST } from "./route";

// The session cookie is Next's; here the test sees who was signed in instead.
const session = vi.hoisted(() => ({ started: [] as number[] }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => null,
  startUserSession: async (user: { id: number }) => void session.started.push(user.id),
}));

let address = 0;
/** The sign-in page's form, as a browser posts it (each from its own address: the backoff counts per address). */
function formPost(fields: Record<string, string>, headers: Record<string, string> = { Origin: TEST_ORIGIN }): Request {
  return new Request(`${TEST_ORIGIN}/api/session`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", [PEER_HEADER]: `10.20.0.${++address}`, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

withTempConsoleStore("session-route");
beforeAll(async () => {
  await createUser(await getDb(), { username: "rita", password: "rita-password", role: "reviewer" });
});
beforeEach(() => {
  session.started = [];
});

describe("POST /api/session from the sign-in page's HTML form (no JavaScript)", () => {
  it("signs in and sends the browser on to the next path with a 303", async () => {
    const response = await POST(formPost({ username: "rita", password: "rita-password", next: "/queues?view=sla" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/queues?view=sla");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(session.started).toHaveLength(1);
  });

  it("never sends the browser off the origin after signing in", async () => {
    const response = await POST(formPost({ username: "rita", password: "rita-password", next: "https://evil.example/x" }));
    expect(response.headers.get("location")).toBe("/reports");
  });

  it("sends a refused attempt back to the form with what went wrong, and starts no session", async () => {
    const wrong = await POST(formPost({ username: "rita", password: "nope", next: "/health" }));
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe("/sign-in?next=%2Fhealth&problem=credentials");

    const empty = await POST(formPost({ username: "", password: "", next: "/health" }));
    expect(empty.headers.get("location")).toBe("/sign-in?next=%2Fhealth&problem=incomplete");

    // Fields beyond the credentials steer the redirect only; they are not part of the checked body.
    const extra = await POST(formPost({ username: "rita", password: "rita-password", remember: "on" }));
    expect(extra.headers.get("location")).toBe("/reports");
    expect(session.started).toHaveLength(1);
  });

  it("says how long to wait once the backoff holds the user", async () => {
    const headers = { Origin: TEST_ORIGIN, [PEER_HEADER]: "10.30.0.1" };
    for (let i = 0; i < 5; i++) await POST(formPost({ username: "throttled-user", password: "wrong" }, headers));
    const held = await POST(formPost({ username: "throttled-user", password: "wrong" }, headers));
    expect(held.headers.get("location")).toMatch(/^\/sign-in\?next=%2Freports&problem=throttled&retry=\d+$/);
  });

  it("counts failures per connection address, however X-Forwarded-For rotates (no trusted proxy)", async () => {
    const attempt = (i: number) =>
      POST(formPost({ username: `nobody-${i}`, password: "wrong" }, { Origin: TEST_ORIGIN, [PEER_HEADER]: "10.40.0.1", [FORWARDED_FOR_HEADER]: `10.41.0.${i}`, "X-Forwarded-For": `10.41.0.${i}` }));
    for (let i = 0; i < 5; i++) await attempt(i);
    const held = await attempt(99);
    expect(held.headers.get("location")).toMatch(/problem=throttled/);
  });

  it("refuses a cross-site form with 403 JSON and never reads it", async () => {
    const response = await POST(formPost({ username: "rita", password: "rita-password" }, { Origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("CSRF_REJECTED");
    expect(session.started).toEqual([]);
  });

  it("still answers JSON callers with 204 and the one error shape", async () => {
    const ok = await POST(apiRequest("POST", "/api/session", { username: "rita", password: "rita-password" }));
    expect(ok.status).toBe(204);
    const wrong = await POST(apiRequest("POST", "/api/session", { username: "rita", password: "nope" }));
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe("INVALID_CREDENTIALS");
  });
});
