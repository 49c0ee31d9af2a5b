import { expect, test } from "./fixtures/auth";

test("pages carry CSP with a nonce, frame-ancestors none, nosniff, Referrer-Policy and Permissions-Policy", async ({ page, signInAs }) => {
  await signInAs("viewer");
  for (const path of ["/sign-in", "/reports", "/queues"]) {
    const response = await page.goto(path);
    const headers = response!.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    // Images come from the console only (attachments through /api/attachments/image).
    expect(csp, path).toContain("img-src 'self' data: blob:;");
    expect(csp, path).not.toMatch(/img-src[^;]*(https?:|\*)/);
    expect(csp, path).not.toContain("'unsafe-inline' 'nonce");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBeTruthy();
    expect(headers["permissions-policy"], path).toContain("camera=()");
    // Every inline script the page carries has the nonce of its CSP.
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    const inline = await page.$$eval("script:not([src])", (scripts) => scripts.map((s) => s.nonce || s.getAttribute("nonce") || ""));
    for (const n of inline) expect(n, path).toBe(nonce);
  }
});

test("/api answers Cache-Control: no-store", async ({ page, signInAs }) => {
  await signInAs("viewer");
  for (const path of ["/api/organization/reports?limit=1", "/api/session", "/api/healthz", "/api/organization/asset-groups"]) {
    const response = await page.request.get(path);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
});

test("x-middleware-subrequest (CVE-2025-29927) gets the same 401/403 as any request", async ({ page, baseURL }) => {
  const spoof = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware", Origin: new URL(baseURL!).origin };
  expect((await page.request.get("/api/organization/reports?limit=1", { headers: spoof })).status()).toBe(401);
  expect((await page.request.post("/api/asset/unblock", { headers: spoof, data: { content: "x", reason: "y" } })).status()).toBe(401);
  const response = await page.request.get("/reports", { headers: spoof, maxRedirects: 0 });
  expect([307, 308, 303]).toContain(response.status());
  expect(response.headers().location).toContain("/sign-in");
});

test("a cross-site mutation is refused (403) and a form post is refused (415)", async ({ page, signInAs, baseURL }) => {
  await signInAs("admin");
  const cross = await page.request.post("/api/asset/unblock", { headers: { Origin: "https://evil.example" }, data: { content: "x", reason: "y" } });
  expect(cross.status()).toBe(403);
  const form = await page.request.post("/api/asset/unblock", {
    headers: { Origin: new URL(baseURL!).origin },
    form: { content: "x", reason: "y" },
  });
  expect(form.status()).toBe(415);
});

test("sign-in is throttled after five failures for a user", async ({ page, baseURL }) => {
  const origin = { Origin: new URL(baseURL!).origin, "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.1` };
  const user = `nobody-${Date.now()}`;
  for (let i = 0; i < 5; i++) {
    expect((await page.request.post("/api/session", { headers: origin, data: { username: user, password: "wrong-password" } })).status()).toBe(401);
  }
  const throttled = await page.request.post("/api/session", { headers: origin, data: { username: user, password: "wrong-password" } });
  expect(throttled.status()).toBe(429);
  expect(Number(throttled.headers()["retry-after"])).toBeGreaterThan(0);
});
