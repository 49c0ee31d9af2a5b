import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetSingleton } from "@/lib/singleton";
import { withTempConsoleStore } from "@/lib/testing/route-harness";
import { parseRoleMap } from "./role-map";
import type { OidcSettings } from "./settings";
import { beginSsoSignIn, completeSsoSignIn, SsoRefusal } from "./sign-in-flow";

// The ID token's checks against a real provider on loopback (oauth2-mock-server: discovery, JWKS,
// code flow). The token endpoint's answer is what a test rewrites: a token the provider's keys did
// not sign, or one issued in the future, must sign nobody in (docs/sign-in.md, step 4).
withTempConsoleStore("oidc-flow");

let provider: OAuth2Server;
let settings: OidcSettings;
/** Rewrites the ID token the token endpoint answers with (a test sets it; undefined leaves it). The event is not awaited: synchronous. */
let rewrite: ((idToken: string) => string) | undefined;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const address = provider.address();
  provider.issuer.url = `http://127.0.0.1:${address.port}`;
  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { groups: ["sec-viewers"], preferred_username: "ines" });
  });
  provider.service.on("beforeResponse", (response: { body: Record<string, unknown> }) => {
    if (rewrite && typeof response.body.id_token === "string") response.body.id_token = rewrite(response.body.id_token);
  });
  const roleMap = parseRoleMap("sec-viewers=viewer");
  if (!roleMap.ok) throw new Error(roleMap.problem);
  settings = {
    issuer: provider.issuer.url,
    clientId: "rampart-console",
    authentication: { kind: "secret", secret: "mock-secret" },
    providerName: "Test IdP",
    rolesClaim: "groups",
    roleMap: roleMap.map,
    scopes: "openid profile email",
    redirectUri: "http://localhost:3000/api/session/sso/callback",
    postLogoutRedirectUri: "http://localhost:3000/sign-in",
  };
});

afterEach(() => {
  rewrite = undefined;
  resetSingleton("oidc-provider");
});

afterAll(async () => {
  await provider.stop();
});

/** Begins a sign-in, lets the provider answer the authorization request, and finishes it with the callback's query. */
async function signIn() {
  const begun = await beginSsoSignIn(settings, "/reports");
  const answer = await fetch(begun.location, { redirect: "manual" });
  const callback = new URL(answer.headers.get("location") ?? "");
  return completeSsoSignIn(settings, callback.searchParams, begun.state);
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const partOf = (jwt: string, index: number) => JSON.parse(Buffer.from(jwt.split(".")[index]!, "base64url").toString()) as Record<string, unknown>;

/** A JWT of these header and claims signed RS256 by this key. */
function signed(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject): string {
  const input = `${part(header)}.${part(claims)}`;
  return `${input}.${sign("sha256", Buffer.from(input), key).toString("base64url")}`;
}

const rsaKey = () => generateKeyPairSync("rsa", { modulusLength: 2048 });

describe("completeSsoSignIn checks the ID token", () => {
  it("signs in with the provider's own token", async () => {
    const result = await signIn();
    expect(result.user.username).toBe("ines");
    expect(result.decision.role).toBe("viewer");
  });

  it("refuses a token signed by a key outside the provider's key set", async () => {
    // Same header (alg and the provider's kid), same claims: only the key that signed differs.
    const outside = rsaKey().privateKey;
    rewrite = (idToken) => signed(partOf(idToken, 0), partOf(idToken, 1), outside);
    const refusal = await signIn().catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SsoRefusal);
    expect((refusal as SsoRefusal).problem).toBe("sso-refused");
  });

  it("refuses a token issued more than the clock tolerance in the future, and takes one within it", async () => {
    const { privateKey } = rsaKey();
    await provider.issuer.keys.add({ ...privateKey.export({ format: "jwk" }), kid: "future-test", alg: "RS256", use: "sig" });
    const resign = (ahead: number) => (idToken: string) => {
      const iat = Math.floor(Date.now() / 1000) + ahead;
      return signed({ alg: "RS256", kid: "future-test" }, { ...partOf(idToken, 1), iat, exp: iat + 3600 }, privateKey);
    };
    rewrite = resign(20);
    expect((await signIn()).user.username).toBe("ines");
    rewrite = resign(600);
    const refusal = await signIn().catch((e: unknown) => e);
    expect((refusal as SsoRefusal).problem).toBe("sso-refused");
    expect((refusal as SsoRefusal).reason).toMatch(/issued in the future/);
  });
});
