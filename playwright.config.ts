import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./e2e/fixtures/browser";
import { DIALECTS } from "./e2e/fixtures/servers";

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
  projects: DIALECTS.map((d) => ({
    name: d.name,
    use: { baseURL: `http://localhost:${d.port}` },
  })),
  webServer: DIALECTS.map((d) => ({
    command: `node e2e/fixtures/start-server.mjs ${d.name} ${d.port}`,
    url: `http://localhost:${d.port}/api/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  })),
});
