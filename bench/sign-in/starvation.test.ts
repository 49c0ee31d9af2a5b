// Sign-in starvation (issue 15, item 3): how long a correct sign-in takes while 40 bogus ones from
// 40 addresses are in flight, against the same route handler the console serves. Figures only,
// no timed assertion: run with MEASURE_SIGN_IN=1 npx vitest run bench/sign-in/starvation.test.ts
import { performance } from "node:perf_hooks";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/session/route";
import { createUser } from "@/lib/auth/users";
import { PEER_HEADER } from "@/lib/bff/peer-address";
import { getDb } from "@/lib/db";
import { apiRequest, withTempConsoleStore } from "@/lib/testing/route-harness";

const devices = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => null,
  startUserSession: async (_user: unknown, options: { deviceCookie?: string } = {}) => void (options.deviceCookie && devices.push(options.deviceCookie)),
}));

function attempt(peer: string, username: string, password: string, cookie?: string): Request {
  const request = apiRequest("POST", "/api/session", { username, password });
  request.headers.set(PEER_HEADER, peer);
  request.headers.set("x-forwarded-for", peer); // what the console read before TRUSTED_PROXIES
  if (cookie) request.headers.set("cookie", `rampart_device=${cookie}`);
  return request;
}

/** A correct sign-in that, refused as busy, tries again after Retry-After (as the form tells a person to). */
async function correctSignIn(cookie?: string): Promise<{ ms: number; tries: number; status: number }> {
  const start = performance.now();
  for (let tries = 1; ; tries++) {
    const response = await POST(attempt("192.0.2.1", "rita", "rita-password", cookie));
    if (response.status !== 429 || tries >= 50) return { ms: performance.now() - start, tries, status: response.status };
    await new Promise((r) => setTimeout(r, Number(response.headers.get("retry-after") ?? 1) * 1000));
  }
}

async function underFlood(cookie?: string) {
  let address = 0;
  const flood = Array.from({ length: 40 }, () => POST(attempt(`198.51.100.${++address}`, `bogus-${address}`, "wrong")));
  await new Promise((r) => setTimeout(r, 20));
  const correct = await correctSignIn(cookie);
  const statuses = (await Promise.all(flood)).map((r) => r.status);
  return { ...correct, flood: Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length])) };
}

withTempConsoleStore("sign-in-starvation");
describe.skipIf(!process.env.MEASURE_SIGN_IN)("correct sign-in under 40 concurrent bogus ones", () => {
  beforeAll(async () => {
    await createUser(await getDb(), { username: "rita", password: "rita-password", role: "viewer" });
  });

  it("measures", { timeout: 600_000 }, async () => {
    await correctSignIn(); // warm-up: the store, the dummy hash
    const idle = await correctSignIn();
    expect(idle.status).toBe(204);
    const newBrowser = await underFlood();
    const knownBrowser = await underFlood(devices.at(-1));
    console.log(JSON.stringify({ idleMs: Math.round(idle.ms), newBrowser, knownBrowser }, null, 1));
  });
});
