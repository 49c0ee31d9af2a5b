import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./fixtures/auth";

// Headers a running `next start` puts on real responses: proxy.ts's CSP and the headers() of
// next.config.ts, and Next's own handling of x-middleware-subrequest. Their content is proven in
// proxy.test.ts; CSRF, 415 and the sign-in throttle in lib/bff/request-guards.test.ts.

test("pages carry the CSP's nonce on every inline script, and next.config's headers", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const path of ["/sign-in", "/reports", "/queues"]) {
    // /sign-in signed out (signed in, it sends the visitor on), the others signed in.
    if (path === "/reports") {
      const signIn = await request.post("/api/session", { data: { username: "viewer", password: DEMO_PASSWORD }, headers: { Origin: origin } });
      expect(signIn.status()).toBe(204);
    }
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(headers["content-security-policy"] ?? "")?.[1];
    expect(nonce, path).toBeDefined();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBeTruthy();
    expect(headers["permissions-policy"], path).toContain("camera=()");
    const inline = [...(await response.text()).matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => /\snonce="([^"]*)"/.exec(m[1]!)?.[1] ?? "");
    // /sign-in ships no JavaScript at all (its budget is 0); the console's pages carry React's inline scripts.
    if (path !== "/sign-in") expect(inline.length, path).toBeGreaterThan(0);
    for (const n of inline) expect(n, path).toBe(nonce);
  }
  for (const path of ["/api/session", "/api/healthz", "/api/organization/asset-groups"]) {
    expect((await request.get(path)).headers()["cache-control"], path).toBe("no-store");
  }
});

test("x-middleware-subrequest (CVE-2025-29927) gets the same 401 and sign-in redirect as any request", async ({ request, baseURL }) => {
  const spoof = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware", Origin: new URL(baseURL!).origin };
  expect((await request.get("/api/organization/reports?limit=1", { headers: spoof })).status()).toBe(401);
  expect((await request.post("/api/asset/unblock", { headers: spoof, data: { content: "x", reason: "y" } })).status()).toBe(401);
  const response = await request.get("/reports", { headers: spoof, maxRedirects: 0 });
  expect([307, 308, 303]).toContain(response.status());
  expect(response.headers().location).toContain("/sign-in");
});
