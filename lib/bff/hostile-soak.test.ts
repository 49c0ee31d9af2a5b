import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal, startUserSession: async () => undefined }));

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

const nest = (levels: number, open: string, close: string, leaf: string) => `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;
const BODIES = [
  nest(6_000, "[", "]", "1"),
  nest(32_000, "[", "]", "1"),
  nest(10_000, '{"a":', "}", "1"),
  `{${Array.from({ length: 5_000 }, (_, i) => `"k${i}":${i}`).join(",")}}`,
  `[${Array.from({ length: 15_000 }, () => '"x"').join(",")}]`,
  JSON.stringify({ name: "x".repeat(60_000) }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}\u0000`, "a\u0000b".repeat(20)]))),
];
const ROUTES = [
  { route: "session", principal: null },
  { route: "wall-links", principal: { kind: "user", userId: 1, username: "admin", role: "admin" } as Principal },
];

/** The short version of `bench/hostile-bodies.bench.ts` (which runs against `npm start` and reads RSS). */
describe("a soak of hostile bodies (deep, wide, huge, NUL), in process", () => {
  const env = routeTestEnvOn("sqlite");

  it("answers every one 400 and leaves the heap where it was", async () => {
    env();
    const handlers = await Promise.all(ROUTES.map(async (r) => (await handlersOf(r.route)).find(([m]) => m === "POST")![1]));
    const send = async (i: number) => {
      const at = i % ROUTES.length;
      session.principal = ROUTES[at]!.principal;
      const response = await callRoute(handlers[at]!, "POST", ROUTES[at]!.route, { rawBody: BODIES[Math.floor(i / ROUTES.length) % BODIES.length] });
      await response.arrayBuffer();
      return response.status;
    };
    for (let i = 0; i < BODIES.length * ROUTES.length; i++) await send(i);
    const before = heapMb();
    const statuses = new Map<number, number>();
    const until = Date.now() + 3_000;
    let i = 0;
    while (Date.now() < until) {
      const status = await send(i++);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect([...statuses.keys()]).toEqual([400]);
    expect(i).toBeGreaterThan(50);
    expect(heapMb() - before).toBeLessThan(50);
  }, 30_000);
});
