import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { userFixture } from "@/lib/contract/response-fixtures";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { resetEnvForTests } from "@/lib/env";
import { type FakeUpstream, sendJson, startFakeUpstream } from "./fake-upstream";
import { getUpstreamClient, resetUpstreamClientForTests } from "./get-client";
import { getCurrentUser } from "./user";

const embedded = vi.hoisted(() => ({ loaded: false, requests: [] as Request[] }));

vi.mock("@/lib/embedded-service/in-process", () => {
  embedded.loaded = true;
  return {
    EMBEDDED_BASE_URL: "http://embedded.invalid/api/v2",
    getEmbeddedService: () => ({
      fetch: async (request: Request) => {
        embedded.requests.push(request);
        return Response.json({ user: userFixture() });
      },
    }),
  };
});

const ENV_KEYS = ["UPSTREAM_URL", "UPSTREAM_API_KEY", "SESSION_SECRET"] as const;
const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const key of ENV_KEYS) {
    if (values[key] === undefined) delete process.env[key];
    else process.env[key] = values[key];
  }
  resetEnvForTests();
  resetUpstreamClientForTests();
}

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.respond((_req, res) => sendJson(res, 200, { user: userFixture() }));
});
afterAll(async () => {
  await upstream.close();
  setEnv(saved);
});
afterEach(() => {
  embedded.requests.length = 0;
});

describe("getUpstreamClient", () => {
  it("calls UPSTREAM_URL with UPSTREAM_API_KEY and never loads the embedded service", async () => {
    setEnv({ UPSTREAM_URL: upstream.baseUrl, UPSTREAM_API_KEY: "cp_live_real_key", SESSION_SECRET: "s".repeat(40) });
    await getCurrentUser(getUpstreamClient());
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0].headers["x-api-key"]).toBe("cp_live_real_key");
    expect(upstream.requests[0].url).toBe("/api/v2/user/me");
    expect(embedded.loaded).toBe(false);
  });

  it("is one instance per process", () => {
    expect(getUpstreamClient()).toBe(getUpstreamClient());
  });

  it("uses the embedded service in process with the acme demo key when UPSTREAM_URL is unset", async () => {
    setEnv({});
    const { user } = await getCurrentUser(getUpstreamClient());
    expect(user.email).toBe("ada@example.com");
    expect(embedded.loaded).toBe(true);
    expect(embedded.requests).toHaveLength(1);
    expect(embedded.requests[0].url).toBe("http://embedded.invalid/api/v2/user/me");
    expect(embedded.requests[0].headers.get("x-api-key")).toBe(DEMO_KEYS.acme);
  });

  it("uses UPSTREAM_API_KEY with the embedded service when it is set", async () => {
    setEnv({ UPSTREAM_API_KEY: DEMO_KEYS.staff });
    await getCurrentUser(getUpstreamClient());
    expect(embedded.requests[0].headers.get("x-api-key")).toBe(DEMO_KEYS.staff);
  });
});
