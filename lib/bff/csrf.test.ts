import { describe, expect, it } from "vitest";
import { checkCsrf } from "./csrf";

const req = (method: string, headers: Record<string, string>, body?: string) =>
  new Request("http://localhost:3000/api/asset/unblock", { method, headers, body });

describe("checkCsrf", () => {
  it("lets reads through without an Origin", () => {
    expect(checkCsrf(req("GET", {}))).toBeNull();
  });

  it("accepts a same-origin JSON mutation (Origin or Sec-Fetch-Site)", () => {
    expect(checkCsrf(req("POST", { origin: "http://localhost:3000", "content-type": "application/json" }, "{}"))).toBeNull();
    expect(checkCsrf(req("POST", { "sec-fetch-site": "same-origin", "content-type": "application/json; charset=utf-8" }, "{}"))).toBeNull();
    expect(checkCsrf(req("DELETE", { origin: "http://localhost:3000" }))).toBeNull();
    expect(checkCsrf(req("DELETE", { origin: "http://localhost:3000", "content-length": "5" }))?.status).toBe(415);
  });

  it("refuses a cross-site or origin-less mutation with 403", () => {
    const variants: Record<string, string>[] = [{ origin: "https://evil.com" }, { "sec-fetch-site": "cross-site" }, {}, { origin: "null" }];
    for (const headers of variants) {
      const error = checkCsrf(req("POST", { ...headers, "content-type": "application/json" }, "{}"));
      expect(error?.status).toBe(403);
    }
  });

  it("refuses a same-origin mutation that is not JSON with 415", () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const error = checkCsrf(req("POST", { origin: "http://localhost:3000", "content-type": type }, "a=1"));
      expect(error?.status).toBe(415);
    }
  });

  it("takes a same-origin urlencoded form post only where the route accepts forms", () => {
    const form = (headers: Record<string, string>) => req("POST", { "content-type": "application/x-www-form-urlencoded", ...headers }, "username=a&password=b");
    expect(checkCsrf(form({ origin: "http://localhost:3000" }), { acceptsForm: true })).toBeNull();
    expect(checkCsrf(form({ "sec-fetch-site": "same-origin" }), { acceptsForm: true })).toBeNull();
    expect(checkCsrf(form({ origin: "http://localhost:3000" }))?.status).toBe(415);
    expect(checkCsrf(form({ origin: "https://evil.com" }), { acceptsForm: true })?.status).toBe(403);
    expect(checkCsrf(form({ "sec-fetch-site": "cross-site" }), { acceptsForm: true })?.status).toBe(403);
    const multipart = req("POST", { origin: "http://localhost:3000", "content-type": "multipart/form-data; boundary=x" }, "a=1");
    expect(checkCsrf(multipart, { acceptsForm: true })?.status).toBe(415);
  });

  it("honours the forwarded host behind a proxy", () => {
    const r = req(
      "PATCH",
      { origin: "https://rampart.example", "x-forwarded-host": "rampart.example", "x-forwarded-proto": "https", "content-type": "application/json" },
      "{}",
    );
    expect(checkCsrf(r)).toBeNull();
  });
});
