import { expect, type Page, test } from "@playwright/test";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { freePort, type Spawned, startConsoleServer, startStandaloneService, tempDir } from "./fixtures/spawn";

// The start checks of a console pointed at a real service (the embedded one, run alone on loopback,
// as `npm run service` does): a bad key, an unreachable service, a missing ALERTS_SECRET and a
// configuration it cannot start with each give one sentence, in the log and on the screen, and no 500.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN_PASSWORD = "start-checks-admin-1";
const WRONG_KEY = "cp_test_wrong_key_0000000000000000000000";
const ALERTS_SENTENCE =
  "Alert channels need ALERTS_SECRET, which is not set: it seals the channels' webhook addresses, SMTP passwords and signing secrets in the console's store, and is generated only in demo mode; set at least 32 random characters, the same on every instance, and restart the console.";

let service: Spawned;
const consoles: Spawned[] = [];

function realServiceEnv(upstreamUrl: string, key: string): Record<string, string> {
  return {
    DATA_DIR: tempDir("start-checks"),
    UPSTREAM_URL: upstreamUrl,
    UPSTREAM_API_KEY: key,
    SESSION_SECRET: "start-checks-session-secret-0123456789",
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    HISTORY_RECORDER: "off",
    REPORT_INDEX_RATE: "0",
    LOG_LEVEL: "info",
    ALERTS_SECRET: "",
  };
}

async function startConsole(env: Record<string, string>): Promise<Spawned> {
  const server = await startConsoleServer(env);
  consoles.push(server);
  return server;
}

/** The log lines (pino JSON) the console wrote so far. */
function logLines(server: Spawned): { level: number; msg: string; setting?: string }[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; setting?: string });
}

async function expectLogged(server: Spawned, sentence: string) {
  await expect.poll(() => logLines(server).map((l) => l.msg), { timeout: 30_000 }).toContain(sentence);
}

async function signIn(page: Page, server: Spawned) {
  const response = await page.request.post(`${server.url}/api/session`, {
    data: { username: "admin", password: ADMIN_PASSWORD },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(204);
}

/** No answer of the page's own requests was a 5xx other than the service's own faults shown as 502/504. */
function watchFor500(page: Page): () => string[] {
  const seen: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 500) seen.push(`${r.request().method()} ${r.url()}`);
  });
  return () => seen;
}

test.beforeAll(async () => {
  service = await startStandaloneService({ DATA_DIR: tempDir("start-checks-service") });
});

test.afterAll(async () => {
  for (const server of consoles) await server.kill();
  await service?.kill();
});

test("a good key: the log and /settings name the organization it reaches", async ({ page }) => {
  const base = `http://127.0.0.1:${service.port}/api/v2`;
  const server = await startConsole({ ...realServiceEnv(base, DEMO_KEYS.acme), ALERTS_SECRET: "start-checks-alerts-secret-0123456789" });
  await expectLogged(server, `The service at ${base} answered: the key reaches the organization Acme Corporation (acme).`);
  await signIn(page, server);
  await page.goto(`${server.url}/settings`);
  const section = page.getByTestId("service-connection");
  await expect(section.getByTestId("service-connection-mode")).toContainText(`The real service at ${base}`);
  await expect(section.getByTestId("service-connection-organizations")).toContainText("Acme Corporation");
  await expect(section.getByTestId("service-connection-check")).toContainText("Answered");
  await expect(section.getByTestId("service-connection-problem")).toHaveCount(0);
  expect(await page.content()).not.toContain(DEMO_KEYS.acme);
});

test("a bad key (401): one sentence in the log and on /settings; a missing ALERTS_SECRET: the log warns, /alerts says what to set, the API answers 503", async ({
  page,
}) => {
  const base = `http://127.0.0.1:${service.port}/api/v2`;
  const server = await startConsole(realServiceEnv(base, WRONG_KEY));
  const keySentence = `The service at ${base} refused the console's key (401 Unauthorized): an operator must check the key the console is configured with.`;
  await expectLogged(server, keySentence);
  expect(logLines(server).find((l) => l.msg === keySentence)?.setting).toBe("UPSTREAM_API_KEY");
  await expectLogged(server, ALERTS_SENTENCE);
  expect(logLines(server).find((l) => l.msg === ALERTS_SENTENCE)?.level).toBe(40);

  const fivehundreds = watchFor500(page);
  await signIn(page, server);
  await page.goto(`${server.url}/settings`);
  await expect(page.getByTestId("service-connection-problem")).toHaveText(`Error: ${keySentence}`);
  await expect(page.getByTestId("service-connection-last-error")).toContainText(
    "The service refused the console's key (401 Unauthorized): an operator must check the key the console is configured with.",
  );
  await expect(page.getByTestId("service-connection-organizations")).toContainText("Unknown: the last check of the key failed.");

  await page.goto(`${server.url}/alerts`);
  await expect(page.getByTestId("alert-channels-blocked")).toHaveText(`Warning: ${ALERTS_SENTENCE}`);
  await expect(page.getByRole("button", { name: "New channel" })).toBeDisabled();
  const add = await page.request.post(`${server.url}/api/alerts/channels`, {
    data: { type: "slack", name: "Ops", secrets: { url: "https://hooks.slack.example/T0/B0/x" } },
    headers: { Origin: server.url },
  });
  expect(add.status()).toBe(503);
  expect((await add.json()).error).toMatchObject({ code: "NOT_CONFIGURED", message: ALERTS_SENTENCE });
  expect(fivehundreds()).toEqual([]);
  expect(server.output()).not.toContain(WRONG_KEY);
});

test("an unreachable service: one sentence in the log and on /settings, and the console still starts", async ({ page }) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/v2`;
  const server = await startConsole(realServiceEnv(base, DEMO_KEYS.acme));
  const sentence = `The service at ${base} is unreachable: nothing accepts connections at 127.0.0.1:${port} (ECONNREFUSED): check UPSTREAM_URL.`;
  await expectLogged(server, sentence);
  const fivehundreds = watchFor500(page);
  await signIn(page, server);
  await page.goto(`${server.url}/settings`);
  await expect(page.getByTestId("service-connection-problem")).toHaveText(`Error: ${sentence}`);
  await expect(page.getByTestId("service-connection-check")).toContainText("Failed");
  expect(fivehundreds()).toEqual([]);
});

test("a configuration the console cannot start with: it says why and exits 1, instead of answering every request 500", async () => {
  const base = `http://127.0.0.1:${service.port}/api/v2`;
  const env = { ...realServiceEnv(base, DEMO_KEYS.acme), SESSION_SECRET: "" };
  const failure = await startConsole(env).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/^process exited \(1\) before/);
  expect(failure).toContain(
    "The console cannot start. Invalid configuration:\n  SESSION_SECRET is required when UPSTREAM_URL is set: it seals the session cookies, and is generated only in demo mode; set at least 32 random characters, the same on every instance",
  );
});
