import { expect, request as playwrightRequest, test } from "@playwright/test";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { type Spawned, startConsoleServer, startStandaloneService, tempDir } from "./fixtures/spawn";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN_PASSWORD = "log-test-admin-password-93";
const WRONG_PASSWORD = "log-test-wrong-password-17";
let service: Spawned;
let console_: Spawned;

test.beforeAll(async () => {
  service = await startStandaloneService({ DATA_DIR: tempDir("logs-service") });
  console_ = await startConsoleServer({
    DATA_DIR: tempDir("logs-console"),
    UPSTREAM_URL: `${service.url.replace("localhost", "127.0.0.1")}/api/v2`,
    UPSTREAM_API_KEY: DEMO_KEYS.acme,
    SESSION_SECRET: "log-test-session-secret-0123456789abcdef",
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    METRICS_TOKEN: "log-test-metrics-token-1234",
    LOG_LEVEL: "debug",
  });
});

test.afterAll(async () => {
  await Promise.all([console_?.kill(), service?.kill()]);
});

test("logs are JSON with request ids and never carry the key, passwords, cookies or wall tokens", async () => {
  const api = await playwrightRequest.newContext({ baseURL: console_.url, extraHTTPHeaders: { Origin: console_.url } });
  expect((await api.post("/api/session", { data: { username: "admin", password: WRONG_PASSWORD } })).status()).toBe(401);
  expect((await api.post("/api/session", { data: { username: "admin", password: ADMIN_PASSWORD } })).status()).toBe(204);
  const cookie = (await api.storageState()).cookies.find((c) => c.name === "rampart_session")!.value;

  expect((await api.get("/api/organization/reports?limit=3")).status()).toBe(200);
  expect((await api.post("/api/operations/queues/snapshot", { data: {} })).status()).toBe(200);
  expect((await api.post("/api/asset/unblock", { data: { content: "no-such.example", reason: "x" } })).status()).toBe(404);
  const link = await api.post("/api/wall-links", { data: { name: "log test wall" } });
  expect(link.status(), await link.text()).toBeLessThan(300);
  const { token } = await link.json();
  const wall = await playwrightRequest.newContext({ baseURL: console_.url, extraHTTPHeaders: { Origin: console_.url } });
  expect((await wall.post("/api/session/wall", { data: { token } })).status()).toBe(204);
  expect((await wall.post("/api/operations/queues/snapshot", { data: {} })).status()).toBe(200);
  expect((await api.get("/api/metrics", { headers: { Authorization: "Bearer log-test-metrics-token-1234" } })).status()).toBe(200);
  await new Promise((r) => setTimeout(r, 500));

  const output = console_.output();
  for (const secret of [DEMO_KEYS.acme, ADMIN_PASSWORD, WRONG_PASSWORD, cookie, token, "log-test-metrics-token-1234", "log-test-session-secret"]) {
    expect(output.includes(secret), `a secret (${secret.slice(0, 6)}…) appears in the logs`).toBe(false);
  }
  const apiLines = output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.msg === "api");
  expect(apiLines.length).toBeGreaterThanOrEqual(8);
  for (const entry of apiLines) {
    expect(typeof entry.requestId).toBe("string");
    expect(typeof entry.status).toBe("number");
    expect(typeof entry.path).toBe("string");
  }
});
