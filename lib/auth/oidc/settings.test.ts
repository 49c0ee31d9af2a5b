import { describe, expect, it } from "vitest";
import { ConfigurationError } from "@/lib/env";
import { parseSignInEnv as parseEnv } from "./settings";

const PROVIDER = {
  OIDC_ISSUER: "https://login.example.com/realms/acme",
  OIDC_CLIENT_ID: "rampart",
  OIDC_CLIENT_SECRET: "s3cret",
  OIDC_ROLE_MAP: "sec-admins=admin,*=viewer",
  PUBLIC_URL: "https://rampart.example.com/",
};

function problemsOf(env: Record<string, string>): string {
  try {
    parseEnv(env);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
}

describe("the identity provider's variables", () => {
  it("are read into settings: the redirect URI from PUBLIC_URL, the provider's name from the issuer, groups by default", () => {
    const env = parseEnv(PROVIDER);
    expect(env.oidc).toMatchObject({
      issuer: PROVIDER.OIDC_ISSUER,
      clientId: "rampart",
      authentication: { kind: "secret", secret: "s3cret" },
      providerName: "login.example.com",
      rolesClaim: "groups",
      scopes: "openid profile email",
      redirectUri: "https://rampart.example.com/api/session/sso/callback",
      postLogoutRedirectUri: "https://rampart.example.com/sign-in",
    });
    expect(env.localSignIn).toBe(true);
    expect(parseEnv({}).oidc).toBeNull();
  });

  it.each([
    [{ ...PROVIDER, OIDC_CLIENT_ID: "" }, "OIDC_CLIENT_ID is required with OIDC_ISSUER"],
    [{ ...PROVIDER, OIDC_CLIENT_SECRET: "" }, "OIDC_CLIENT_SECRET (or OIDC_PRIVATE_KEY for private_key_jwt) is required"],
    [{ ...PROVIDER, OIDC_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nMII…" }, "Set OIDC_CLIENT_SECRET or OIDC_PRIVATE_KEY, not both"],
    [{ ...PROVIDER, OIDC_CLIENT_SECRET: "", OIDC_PRIVATE_KEY: "not a key" }, "OIDC_PRIVATE_KEY must be a PEM PKCS#8 private key"],
    [{ ...PROVIDER, PUBLIC_URL: "" }, "PUBLIC_URL is required with OIDC_ISSUER"],
    [{ ...PROVIDER, OIDC_ROLE_MAP: "" }, "OIDC_ROLE_MAP is required with OIDC_ISSUER"],
    [{ ...PROVIDER, OIDC_ROLE_MAP: "admins=root" }, 'OIDC_ROLE_MAP: "admins=root" maps to "root"'],
    [{ ...PROVIDER, OIDC_SCOPES: "profile email" }, "OIDC_SCOPES must include openid"],
    [{ ...PROVIDER, OIDC_ISSUER: "ftp://login.example.com" }, "OIDC_ISSUER must be the provider's issuer address"],
    [{ LOCAL_SIGN_IN: "off" }, "LOCAL_SIGN_IN=off needs OIDC_ISSUER"],
    [{ LOCAL_SIGN_IN: "no" }, "LOCAL_SIGN_IN must be on or off"],
  ])("refuse a mistake with a sentence (%#)", (env, sentence) => {
    expect(problemsOf(env)).toContain(sentence);
  });

  it("LOCAL_SIGN_IN=off with a provider: only the provider signs people in", () => {
    expect(parseEnv({ ...PROVIDER, LOCAL_SIGN_IN: "off" }).localSignIn).toBe(false);
  });
});
