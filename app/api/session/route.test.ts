import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createUser } from "@/lib/auth/users";
import { FORWARDED_FOR_HEADER, PEER_HEADER } from "@/lib/bff/peer-address";
import { getDb } from "@/lib/db";
import { apiRequest, TEST_ORIGIN, withTempConsoleStore } from "@/lib/testing/route-harness";
import { POST } from "./route";

// The session cookie is Next's; here the test sees who was signed in instead.
const session = vi.hoisted(() => ({ started: [] as number[], devices: [] as string[] }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => null,
  startUserSession: async (user: { id: number }, options: { deviceCookie?: string } = {}) => {
    session.started.push(user.id);
    if (options.deviceCookie) session.devices.push(options.deviceCookie);
  },
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

function apiRequestFrom(peer: string, body: unknown): Request {
  const request = apiRequest("POST", "/api/session", body);
  request.headers.set(PEER_HEADER, peer);
  return request;
}

withTempConsoleStore("session-route");
beforeAll(async () => {
  await createUser(await getDb(), { username: "rita", password: "rita-password", role: "reviewer" });
});
beforeEach(() => {
  session.started = [];
  session.devices = [];
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
      POST(
        formPost(
          { username: `nobody-${i}`, password: "wrong" },
          { Origin: TEST_ORIGIN, [PEER_HEADER]: "10.40.0.1", [FORWARDED_FOR_HEADER]: `10.41.0.${i}`, "X-Forwarded-For": `10.41.0.${i}` },
        ),
      );
    for (let i = 0; i < 5; i++) await attempt(i);
    const held = await attempt(99);
    expect(held.headers.get("location")).toMatch(/problem=throttled/);
  });

  it("lets a browser that signed in as the user before past the account's lockout (device cookie)", async () => {
    await createUser(await getDb(), { username: "dora", password: "dora-password", role: "viewer" });
    expect((await POST(formPost({ username: "dora", password: "dora-password" }))).headers.get("location")).toBe("/reports");
    const device = session.devices.at(-1)!;
    // Strangers from many addresses lock the account.
    for (let i = 0; i < 6; i++) await POST(formPost({ username: "dora", password: "guess" }));
    expect((await POST(formPost({ username: "dora", password: "dora-password" }))).headers.get("location")).toMatch(/problem=throttled/);
    // Dora's own browser still gets in; a forged or someone else's cookie does not.
    const withCookie = (cookie: string) =>
      formPost({ username: "dora", password: "dora-password" }, { Origin: TEST_ORIGIN, Cookie: `rampart_device=${cookie}` });
    expect((await POST(withCookie(`${device.slice(0, -2)}AA`))).headers.get("location")).toMatch(/problem=throttled/);
    expect((await POST(withCookie(device))).headers.get("location")).toBe("/reports");
    expect(session.started).toHaveLength(2);
  });

  it("answers 429 with Retry-After at once, without hashing, when too many sign-ins are checked together", async () => {
    const attempts = Array.from({ length: 30 }, (_, i) => POST(apiRequestFrom(`10.50.0.${i}`, { username: `flood-${i}`, password: "wrong" })));
    const answers = await Promise.all(attempts);
    const busy = answers.filter((r) => r.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers.get("retry-after")).toBe("1");
    expect(answers.filter((r) => r.status === 401).length).toBeGreaterThan(0);
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
