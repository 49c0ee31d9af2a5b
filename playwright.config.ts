import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./e2e/fixtures/browser";
import { DIALECTS, SPARSE_SPECS } from "./e2e/fixtures/servers";

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    trace: "off",
    screenshot: "only-on-failure",
  },
  // E2E_BASE_URL runs the specs against a server you started yourself (e.g. `npm run dev`).
  // `*.once.spec.ts` start their own servers and run in the first project only. The `sparse`
  // project runs only the specs written for that dialect, which the others leave out.
  projects: DIALECTS.map((d, i) => ({
    name: d.name,
    ...(d.name === "sparse" ? { testMatch: SPARSE_SPECS } : { testIgnore: i === 0 ? [SPARSE_SPECS] : [SPARSE_SPECS, /\.once\.spec\.ts$/] }),
    use: { baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${d.port}` },
  })),
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
