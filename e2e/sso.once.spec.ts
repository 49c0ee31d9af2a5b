import { generateKeyPairSync } from "node:crypto";
import { type BrowserContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import { OAuth2Server } from "oauth2-mock-server";
import { test } from "./fixtures/postgres";
import { freePort, type Spawned, startConsoleServer, tempDir } from "./fixtures/spawn";

// Sign-in through an OpenID Connect provider (issue 31): a real provider on loopback
// (oauth2-mock-server: discovery, JWKS, code flow with PKCE, end session), two console instances
// on one PostgreSQL. The sign-in starts on instance A; PUBLIC_URL names B, so every callback lands
// on the other instance, and the login transaction must be found there.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const CLIENT_ID = "rampart-console";
const ROLE_MAP = "sec-admins=admin,sec-reviewers=reviewer,sec-viewers=viewer";
/** This spec's database in the worker's one PostgreSQL (e2e/fixtures/postgres.ts). */
let postgres: { url: string };
let provider: OAuth2Server;
let a: Spawned;
let b: Spawned;
let ssoOnly: Spawned;
let providerDown: Spawned;
let privateKeyJwt: Spawned;
/** How each token request authenticated the console: private_key_jwt sends a signed assertion. */
const clientAssertionTypes: string[] = [];
/** The claims the provider puts in the next tokens it signs (a test sets who signs in). */
let nextClaims: Record<string, unknown> = {};
const endSessionCalls: string[] = [];

test.beforeAll(async ({ freshDatabase }) => {
  test.setTimeout(180_000);
  postgres = { url: await freshDatabase() };
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  const providerPort = await freePort();
  await provider.start(providerPort, "127.0.0.1");
  provider.issuer.url = `http://127.0.0.1:${providerPort}`;
  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
    Object.assign(token.payload, nextClaims);
    clientAssertionTypes.push(String(req.body?.client_assertion_type ?? "none"));
  });
  provider.service.on("beforePostLogoutRedirect", (_uri: unknown, req: { url?: string }) => endSessionCalls.push(req.url ?? ""));
  const [portA, portB, portC, portD, portE, nobody] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const env = {
    DATABASE_URL: postgres.url,
    SESSION_SECRET: "one-secret-shared-by-every-instance-0123456789",
    API_RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "warn",
    OIDC_ISSUER: provider.issuer.url,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: "mock-secret",
    OIDC_PROVIDER_NAME: "Test IdP",
    OIDC_ROLE_MAP: ROLE_MAP,
    PUBLIC_URL: `http://localhost:${portB}`,
  };
  // Started together, as a deployment would. C signs in only through the provider; D's provider
  // is not there (nothing listens on its port) and keeps its own SQLite store.
  [a, b, ssoOnly, providerDown, privateKeyJwt] = await Promise.all([
    startConsoleServer({ ...env, DATA_DIR: tempDir("sso-a") }, portA),
    startConsoleServer({ ...env, DATA_DIR: tempDir("sso-b") }, portB),
    startConsoleServer({ ...env, DATA_DIR: tempDir("sso-c"), LOCAL_SIGN_IN: "off", PUBLIC_URL: `http://localhost:${portC}` }, portC),
    startConsoleServer(
      { ...env, DATABASE_URL: "", DATA_DIR: tempDir("sso-d"), OIDC_ISSUER: `http://127.0.0.1:${nobody}`, PUBLIC_URL: `http://localhost:${portD}` },
      portD,
    ),
    // Authenticates to the provider with a signed assertion (private_key_jwt) instead of the secret.
    startConsoleServer(
      {
        ...env,
        OIDC_CLIENT_SECRET: "",
        OIDC_PRIVATE_KEY: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
        OIDC_PRIVATE_KEY_ID: "rampart-test-key",
        DATABASE_URL: "",
        DATA_DIR: tempDir("sso-e"),
        PUBLIC_URL: `http://localhost:${portE}`,
      },
      portE,
    ),
  ]);
});

test.afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill(), ssoOnly?.kill(), providerDown?.kill(), privateKeyJwt?.kill()]);
  await provider?.stop();
});

function who(sub: string, groups: string[] | undefined, extra: Record<string, unknown> = {}) {
  nextClaims = { sub, preferred_username: sub, email: `${sub}@example.com`, name: `Person ${sub}`, ...(groups ? { groups } : {}), ...extra };
}

/** Signs in with the provider's button on instance A; answers the page where the browser landed. */
async function signInWithProvider(context: BrowserContext, next = "/reports"): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${a.url}/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByRole("link", { name: "Sign in with Test IdP" }).click();
  await page.waitForURL((url) => url.port === String(b.port) && !url.pathname.startsWith("/api/"));
  return page;
}

async function sessionOf(page: Page) {
  const response = await page.request.get(`${b.url}/api/session`);
  return response.status() === 200 ? ((await response.json()) as { username: string; role: string }) : null;
}

for (const [group, role] of [
  ["sec-admins", "admin"],
  ["sec-reviewers", "reviewer"],
  ["sec-viewers", "viewer"],
] as const) {
  test(`a user in ${group} signs in on one instance, lands on the other, and is ${role}`, async ({ browser }) => {
    const context = await browser.newContext();
    who(`user-${role}`, ["staff", group]);
    const page = await signInWithProvider(context, "/queues");
    expect(new URL(page.url()).pathname).toBe("/queues");
    expect(await sessionOf(page)).toMatchObject({ username: `user-${role}`, role });
    await context.close();
  });
}

test("a user in no mapped group is refused, with the reason, and the audit trail says why", async ({ browser }) => {
  const context = await browser.newContext();
  who("outsider", ["marketing"]);
  const page = await signInWithProvider(context);
  expect(new URL(page.url()).pathname).toBe("/sign-in");
  await expect(page.getByRole("alert")).toHaveText(/in no group that gives access/);
  expect(await sessionOf(page)).toBeNull();
  await context.close();

  const admin = await adminApi();
  const log = await (await admin.get("/api/activity?action=session.sso-sign-in")).json();
  const refused = log.items.find((e: { outcome: string; username: string | null }) => e.outcome === "failure" && e.username === "outsider");
  expect(refused?.inputSummary).toMatchObject({ problem: "sso-no-role", groups: ["marketing"] });
  expect(JSON.stringify(log)).not.toMatch(/eyJ[A-Za-z0-9_-]+\./); // never a token
});

test("a role changed in the provider applies at the next sign-in, over a change made in the console", async ({ browser }) => {
  const context = await browser.newContext();
  who("mover", ["sec-viewers"]);
  expect(await sessionOf(await signInWithProvider(context))).toMatchObject({ role: "viewer" });
  const admin = await adminApi();
  expect((await admin.patch("/api/console-users/mover", { data: { role: "reviewer" } })).status()).toBe(200);
  who("mover", ["sec-admins"]);
  expect(await sessionOf(await signInWithProvider(context))).toMatchObject({ username: "mover", role: "admin" });
  const users = await (await admin.get("/api/console-users")).json();
  expect(users.users.find((u: { username: string }) => u.username === "mover")).toMatchObject({ role: "admin", managedByProvider: true });
  await context.close();
});

test("sign-out ends the console session and the provider's", async ({ browser }) => {
  const context = await browser.newContext();
  who("leaver", ["sec-viewers"]);
  const page = await signInWithProvider(context);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/sign-in");
  expect(endSessionCalls.length).toBeGreaterThan(0);
  expect(await sessionOf(page)).toBeNull();
  await context.close();
});

test("a replayed callback, a wrong state and a token for another audience or issuer are refused", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const callbacks: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/session/sso/callback")) callbacks.push(r.url());
  });
  who("replayer", ["sec-viewers"]);
  await page.goto(`${a.url}/sign-in`);
  await page.getByRole("link", { name: "Sign in with Test IdP" }).click();
  await page.waitForURL((url) => url.pathname === "/reports");
  // Off the console's page first: an open page answered 401 goes to sign-in by itself, racing the replay below.
  await page.goto("about:blank");
  await page.request.delete(`${b.url}/api/session`, { headers: { Origin: b.url } });

  await page.goto(callbacks[0]!);
  expect(new URL(page.url()).searchParams.get("problem")).toBe("sso-expired");
  await expect(page.getByRole("alert")).toHaveText(/expired or was already used/);

  const wrongState = new URL(callbacks[0]!);
  wrongState.searchParams.set("state", "not-a-state-this-console-made");
  await page.goto(wrongState.href);
  expect(new URL(page.url()).searchParams.get("problem")).toBe("sso-expired");

  who("replayer", ["sec-viewers"], { aud: "another-client" });
  await page.goto(`${a.url}/sign-in`);
  await page.getByRole("link", { name: "Sign in with Test IdP" }).click();
  await page.waitForURL((url) => url.pathname === "/sign-in");
  expect(new URL(page.url()).searchParams.get("problem")).toBe("sso-refused");
  expect(await sessionOf(page)).toBeNull();

  who("replayer", ["sec-viewers"], { iss: "https://another-issuer.example.com" });
  await page.goto(`${a.url}/sign-in`);
  await page.getByRole("link", { name: "Sign in with Test IdP" }).click();
  await page.waitForURL((url) => url.pathname === "/sign-in");
  expect(new URL(page.url()).searchParams.get("problem")).toBe("sso-refused");
  await expect(page.getByRole("alert")).toHaveText(/could not be verified/);
  expect(await sessionOf(page)).toBeNull();
  await context.close();
});

test("a callback started in another browser is refused (the state is bound to the browser that began)", async ({ browser }) => {
  // The attacker begins a sign-in of their own and stops before the callback: its address is the bait.
  const attacker = await playwrightRequest.newContext();
  who("victim-bait", ["sec-admins"]);
  const toProvider = await attacker.get(`${a.url}/api/session/sso`, { maxRedirects: 0 });
  const toCallback = await attacker.get(toProvider.headers().location!, { maxRedirects: 0 });
  const stolen = toCallback.headers().location!;
  expect(stolen).toContain("/api/session/sso/callback?");
  await attacker.dispose();

  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  await victimPage.goto(stolen);
  expect(new URL(victimPage.url()).searchParams.get("problem")).toBe("sso-expired");
  expect(await sessionOf(victimPage)).toBeNull();
  await victim.close();
});

test("a provider that cannot be reached: the console started, and the button says why", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${providerDown.url}/sign-in`);
  await page.getByRole("link", { name: "Sign in with Test IdP" }).click();
  await page.waitForURL((url) => url.pathname === "/sign-in" && url.searchParams.has("problem"));
  expect(new URL(page.url()).searchParams.get("problem")).toBe("sso-unavailable");
  await expect(page.getByRole("alert")).toHaveText(/cannot be reached right now/);
  await expect(page.getByText("Test IdP could not be reached when last asked")).toBeVisible();
  expect(providerDown.output()).toMatch(/identity provider at http:\/\/127\.0\.0\.1:\d+ could not be read/);
  await context.close();
});

test("with OIDC_PRIVATE_KEY the console authenticates to the provider with a signed assertion", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  who("key-user", ["sec-reviewers"]);
  clientAssertionTypes.length = 0;
  await page.goto(`${privateKeyJwt.url}/sign-in`);
  await page.getByRole("link", { name: "Sign in with Test IdP" }).click();
  await page.waitForURL((url) => url.pathname === "/reports");
  const session = await page.request.get(`${privateKeyJwt.url}/api/session`);
  expect(await session.json()).toMatchObject({ username: "key-user", role: "reviewer" });
  expect(clientAssertionTypes).toContain("urn:ietf:params:oauth:client-assertion-type:jwt-bearer");
  await context.close();
});

test("with LOCAL_SIGN_IN=off the password form is gone and a password sign-in is refused", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ssoOnly.url}/sign-in`);
  await expect(page.getByRole("link", { name: "Sign in with Test IdP" })).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  const api = await playwrightRequest.newContext({ baseURL: ssoOnly.url, extraHTTPHeaders: { Origin: ssoOnly.url } });
  const refused = await api.post("/api/session", { data: { username: "admin", password: "rampart-demo" } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("LOCAL_SIGN_IN_OFF");
  expect(ssoOnly.output()).toContain("LOCAL_SIGN_IN=off: local accounts cannot sign in");
  await context.close();
});

test("the local admin still signs in beside the provider (break-glass), and /settings shows the provider", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${a.url}/sign-in`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("rampart-demo");
  await page.getByRole("button", { name: "Sign in with a password" }).click();
  await page.waitForURL((url) => url.pathname === "/reports");
  await page.goto(`${a.url}/settings`);
  const section = page.getByTestId("sign-in-settings");
  await expect(section).toContainText("Test IdP");
  await expect(section).toContainText(ROLE_MAP);
  await section.getByLabel("Claims").fill('{"groups": ["staff", "sec-reviewers"]}');
  await section.getByRole("button", { name: "Test the mapping" }).click();
  await expect(section.getByTestId("mapping-result")).toHaveText(/Reviewer: "sec-reviewers" in groups maps to reviewer/);
  await context.close();
});

async function adminApi() {
  const api = await playwrightRequest.newContext({ baseURL: a.url, extraHTTPHeaders: { Origin: a.url } });
  const response = await api.post("/api/session", { data: { username: "admin", password: "rampart-demo" } });
  expect(response.status(), await response.text()).toBe(204);
  return api;
}
