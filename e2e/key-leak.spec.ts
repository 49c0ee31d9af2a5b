import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { DEMO_PASSWORD } from "./fixtures/auth";

const PAGES = ["/reports", "/triage", "/queues", "/health", "/asset-groups", "/unblock", "/settings", "/activity", "/sign-in"];
const SECRETS = [DEMO_KEYS.acme, "UPSTREAM_API_KEY"];

// Every /api answer is checked for the key in each dialect by app/api/dialect-matrix.test.ts; the
// pages' HTML and their RSC payloads (what a client-side navigation fetches) need the real server.
test("no page's HTML or RSC payload carries the key", async ({ request, baseURL }) => {
  const signIn = await request.post("/api/session", { data: { username: "admin", password: DEMO_PASSWORD }, headers: { Origin: new URL(baseURL!).origin } });
  expect(signIn.status()).toBe(204);
  for (const p of PAGES) {
    for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
      const response = await request.get(p, { headers });
      expect(response.status(), p).toBe(200);
      const text = await response.text();
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${p} ${JSON.stringify(headers)}`).toBe(false);
    }
  }
});

test("the production build's static output holds neither the key nor its variable name", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(path.join(process.cwd(), ".next", "static"));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});
