import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./e2e/fixtures/browser";
import { DIALECT_SPECS, DIALECTS, serverUrl } from "./e2e/fixtures/servers";

const SETUP = /auth\.setup\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI; the list reporter prints a test that passed only on its retry as "flaky".
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    trace: "off",
    screenshot: "only-on-failure",
  },
  // E2E_BASE_URL runs the specs against a server you started yourself (e.g. `npm run dev`).
  // `setup` signs the demo users in once (e2e/auth.setup.ts). Every spec runs once, in `standard`;
  // `alternate` and `sparse` run only their dialect's spec: what the screen shows differently there.
  // The dialects' answers themselves are checked route by route in vitest (docs/testing.md).
  projects: [
    { name: "setup", testMatch: SETUP },
    ...DIALECTS.map((d) => ({
      name: d.name,
      dependencies: ["setup"],
      ...(d.name === "standard" ? { testIgnore: [SETUP, ...Object.values(DIALECT_SPECS)] } : { testMatch: DIALECT_SPECS[d.name] }),
      use: { baseURL: serverUrl(d.name) },
    })),
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : DIALECTS.map((d) => ({
        command: `node e2e/fixtures/start-server.mjs ${d.name} ${d.port}`,
        url: `http://localhost:${d.port}/api/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "pipe",
        stderr: "pipe",
      })),
});
