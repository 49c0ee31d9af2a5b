import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { reviewFixture } from "@/lib/contract/response-fixtures";
import { consoleReviewRequestBodySchema, reviewRequestBodySchema } from "@/lib/contract/review-request";
import { resetEnvForTests } from "@/lib/env";
import { type LoopbackUpstream, startLoopbackUpstream } from "@/lib/testing/loopback-upstream";
import { resetUpstreamClientForTests } from "@/lib/upstream/get-client";
import { POST } from "./route";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => session.principal,
  startUserSession: async () => undefined,
  endSession: async () => undefined,
  endEverySessionOf: async () => 0,
}));

const ORIGIN = "http://localhost:3000";
const ENV_KEYS = ["UPSTREAM_URL", "UPSTREAM_API_KEY", "SESSION_SECRET", "DATA_DIR", "UPSTREAM_REUSE_MS", "LOG_LEVEL"];
let upstream: LoopbackUpstream;
let dataDir: string;

beforeAll(async () => {
  // A recording stand-in for the service: it answers every review with the same result.
  upstream = await startLoopbackUpstream(() => Response.json(reviewFixture()));
  dataDir = mkdtempSync(path.join(tmpdir(), "rampart-review-route-"));
  Object.assign(process.env, {
    UPSTREAM_URL: upstream.baseUrl,
    UPSTREAM_API_KEY: "cp_test_review_route",
    SESSION_SECRET: "x".repeat(40),
    DATA_DIR: dataDir,
    UPSTREAM_REUSE_MS: "0",
    LOG_LEVEL: "silent",
  });
  resetEnvForTests();
  resetUpstreamClientForTests();
});

afterAll(async () => {
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
  for (const k of ENV_KEYS) delete process.env[k];
  resetEnvForTests();
  resetUpstreamClientForTests();
});

beforeEach(() => {
  upstream.requests.length = 0;
  session.principal = { kind: "user", userId: 2, username: "reviewer", role: "reviewer" };
});

/** `proposalId` as the route receives it (decoded, as Next.js gives path params). */
function post(proposalId: string, body: unknown) {
  const request = new Request(`${ORIGIN}/api/organization/proposals/${encodeURIComponent(proposalId)}/review`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ proposalId }) });
}

describe("POST /api/organization/proposals/:proposalId/review forwards ids exactly as received", () => {
  it.each([
    ["a numeric string stays a string", { assetId: "900", decision: "APPROVE", label: "Brand Impersonation", brandId: "4" }],
    ["a number stays a number", { assetId: 900, decision: "APPROVE", label: "Brand Impersonation", brandId: 4 }],
    ["mixed forms each stay as they came", { assetId: "900", decision: "APPROVE", label: "Employee Impersonation", brandId: 4 }],
    ["a reject with a string id", { assetId: "900", decision: "REJECT", rejectReason: "decayed" }],
    ["an opaque string id stays exactly as sent", { assetId: "ast_9f8e", decision: "REJECT", rejectReason: "decayed" }],
    ["a leading zero is kept", { assetId: "0900", decision: "REJECT", rejectReason: "decayed" }],
  ])("%s", async (_name, body) => {
    const response = await post("55", body);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(upstream.requests).toHaveLength(1);
    const seen = upstream.requests[0]!;
    expect(new URL(seen.url, ORIGIN).pathname).toBe("/api/v2/organization/proposals/55/review");
    expect(JSON.parse(seen.body)).toStrictEqual(body);
  });

  it("sends an opaque proposal id back as one encoded path segment", async () => {
    const response = await post("prop_abc/123", { assetId: 900, decision: "REJECT", rejectReason: "decayed" });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(new URL(upstream.requests[0]!.url, ORIGIN).pathname).toBe("/api/v2/organization/proposals/prop_abc%2F123/review");
  });

  it("still refuses a malformed id or a missing conditional field, without calling the service", async () => {
    // Ids are opaque (issue 27): "09" and "abc" are ids a service may send; what no id can be is refused.
    for (const body of [
      { assetId: "", decision: "REJECT", rejectReason: "decayed" },
      { assetId: "a\u0000b", decision: "REJECT", rejectReason: "decayed" },
      { assetId: "x".repeat(201), decision: "REJECT", rejectReason: "decayed" },
      { assetId: 3.5, decision: "REJECT", rejectReason: "decayed" },
      { assetId: true, decision: "REJECT", rejectReason: "decayed" },
      { assetId: "3", decision: "APPROVE", label: "Brand Impersonation" },
      { assetId: "3", decision: "WATCHLIST", watchlistReason: "OTHER" },
    ]) {
      const response = await post("55", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(upstream.requests).toHaveLength(0);
  });
});

describe("the two forms of the review body schema", () => {
  const body = { assetId: "12", decision: "APPROVE", label: "Brand Impersonation", brandId: "3" } as const;
  it("the console form keeps ids as received", () => {
    expect(consoleReviewRequestBodySchema.parse(body)).toEqual(body);
    expect(consoleReviewRequestBodySchema.parse({ ...body, assetId: 12, brandId: 3 })).toEqual({ ...body, assetId: 12, brandId: 3 });
  });
  it("the service form still normalizes ids to numbers", () => {
    expect(reviewRequestBodySchema.parse(body)).toEqual({ ...body, assetId: 12, brandId: 3 });
  });
});
