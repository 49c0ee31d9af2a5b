import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import nextConfig from "./next.config";
import { config, proxy } from "./proxy";

const NONCE_SCRIPT = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/;

function page(path: string) {
  const response = proxy(new NextRequest(`http://localhost:3000${path}`));
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  return { response, csp, nonce: NONCE_SCRIPT.exec(csp)?.[1] };
}

describe("proxy.ts: every page's Content-Security-Policy (was e2e/security-headers.spec.ts)", () => {
  it("allows scripts by a fresh nonce only, frames nowhere, images from the console only", () => {
    for (const path of ["/sign-in", "/reports", "/queues"]) {
      const { csp, nonce } = page(path);
      expect(nonce, path).toBeDefined();
      expect(csp, path).toContain("frame-ancestors 'none'");
      // Attachments come through /api/attachments/image, never straight from their host.
      expect(csp, path).toContain("img-src 'self' data: blob:;");
      expect(csp, path).not.toMatch(/img-src[^;]*(https?:|\*)/);
      expect(csp, path).not.toContain("'unsafe-inline' 'nonce");
    }
    expect(page("/reports").nonce).not.toBe(page("/reports").nonce);
  });

  it("hands the page the nonce of its own header, so the inline scripts it renders carry it", () => {
    const { response, csp, nonce } = page("/reports");
    // NextResponse.next({ request: { headers } }) passes the changed request headers on as these.
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(response.headers.get("x-middleware-request-x-rampart-path")).toBe("/reports");
  });

  it("runs on pages, not on /api or static files", () => {
    const matcher = new RegExp(`^${config.matcher[0]!.source}$`);
    for (const path of ["/", "/reports", "/sign-in", "/wall/lobby"]) expect(matcher.test(path), path).toBe(true);
    for (const path of ["/api/healthz", "/_next/static/chunks/app.js", "/favicon.ico", "/icon.svg"]) expect(matcher.test(path), path).toBe(false);
  });
});

describe("next.config.ts headers()", () => {
  it("sends nosniff, a Referrer-Policy, X-Frame-Options and a Permissions-Policy on every path, and no-store on /api but the image proxy", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === "/:path*")!;
    const headers = Object.fromEntries(all.headers.map((h) => [h.key, h.value]));
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBeTruthy();
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    const api = rules.find((r) => r.source.startsWith("/api/"))!;
    expect(api.headers).toEqual([{ key: "Cache-Control", value: "no-store" }]);
    // The rule's parameter pattern, as a regular expression over the path after /api/.
    const pattern = new RegExp(`^${/\((.*)\)$/.exec(api.source.slice("/api/:path".length))![1]}$`);
    for (const path of ["organization/reports", "session", "healthz", "attachments/image/x"]) expect(pattern.test(path), path).toBe(true);
    expect(pattern.test("attachments/image")).toBe(false);
  });
});
