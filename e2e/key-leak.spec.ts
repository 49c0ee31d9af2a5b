import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { expect, test } from "./fixtures/auth";

const PAGES = ["/reports", "/triage", "/queues", "/health", "/asset-groups", "/unblock", "/settings", "/activity", "/sign-in"];
const SECRETS = [DEMO_KEYS.acme, "UPSTREAM_API_KEY"];

test("no page, static asset or API answer the browser loads carries the key", async ({ page, signInAs }) => {
  const bodies: { url: string; text: string }[] = [];
  page.on("response", async (response) => {
    try {
      bodies.push({ url: response.url(), text: (await response.body()).toString("utf8") });
    } catch {
      // redirects and aborted loads have no body
    }
  });
  await signInAs("admin");
  for (const p of PAGES) {
    await page.goto(p);
    await page.waitForLoadState("networkidle");
  }
  expect(bodies.length).toBeGreaterThan(PAGES.length);
  for (const { url, text } of bodies) {
    for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${url}`).toBe(false);
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
