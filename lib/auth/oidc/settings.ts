import { z } from "zod";
import { ConfigurationError } from "@/lib/env";
import { singleton } from "@/lib/singleton";
import { parseRoleMap, type RoleMap } from "./role-map";

/**
 * The variables of sign-in through the organization's identity provider (README, "Sign-in with
 * your identity provider"). Read at start (lib/startup.ts), so a mistake stops the start with a
 * sentence instead of failing at the first sign-in. Apart from lib/env.ts, which the store and
 * the session modules read, so that the configuration does not import lib/auth.
 */
const text = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const oidcEnvFields = {
  OIDC_ISSUER: text.pipe(
    z.url({ protocol: /^https?$/, error: "OIDC_ISSUER must be the provider's issuer address, e.g. https://login.example.com/realms/acme" }).optional(),
  ),
  OIDC_CLIENT_ID: text,
  OIDC_CLIENT_SECRET: text,
  /** PEM (PKCS#8) private key for private_key_jwt client authentication, instead of a secret. */
  OIDC_PRIVATE_KEY: text,
  OIDC_PRIVATE_KEY_ID: text,
  OIDC_PROVIDER_NAME: text.pipe(z.string().max(60, "OIDC_PROVIDER_NAME is at most 60 characters").optional()),
  OIDC_ROLES_CLAIM: text.pipe(z.string().max(200, "OIDC_ROLES_CLAIM is at most 200 characters").optional()),
  OIDC_ROLE_MAP: text,
  OIDC_SCOPES: text,
  LOCAL_SIGN_IN: text.pipe(z.enum(["on", "off"], { error: "LOCAL_SIGN_IN must be on or off" }).optional()),
};

const signInEnvSchema = z.object({ ...oidcEnvFields, PUBLIC_URL: text }).superRefine((env, ctx) => {
  checkOidcEnv(env, (variable, message) => ctx.addIssue({ code: "custom", path: [variable], message }));
});

type OidcEnv = { [K in keyof typeof oidcEnvFields]?: z.output<(typeof oidcEnvFields)[K]> } & { PUBLIC_URL?: string };

/** How people sign in: the provider's settings (null without OIDC_ISSUER), and whether local passwords work. */
export type SignInConfig = { oidc: OidcSettings | null; localSignIn: boolean };

export function parseSignInEnv(source: Record<string, string | undefined>): SignInConfig {
  const result = signInEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.message}`);
    throw new ConfigurationError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { oidc: oidcSettingsOf(result.data), localSignIn: result.data.LOCAL_SIGN_IN !== "off" };
}

/** The sign-in configuration, parsed once (tests that change process.env reset the singletons). */
export function getSignInConfig(): SignInConfig {
  return singleton("sign-in-config", () => parseSignInEnv(process.env));
}

export type ClientAuthentication = { kind: "secret"; secret: string } | { kind: "private-key"; pem: string; keyId?: string };

export type OidcSettings = {
  issuer: string;
  clientId: string;
  authentication: ClientAuthentication;
  /** The name on the sign-in button: "Sign in with <providerName>". */
  providerName: string;
  /** Where the roles are in the ID token's claims: a name or a dotted path. */
  rolesClaim: string;
  roleMap: RoleMap;
  scopes: string;
  /** PUBLIC_URL + /api/session/sso/callback: the address registered with the provider. */
  redirectUri: string;
  /** Where the provider sends the browser after signing out: the sign-in page. */
  postLogoutRedirectUri: string;
};

export const SSO_CALLBACK_PATH = "/api/session/sso/callback";

/** Adds a sentence for each mistake in the sign-in variables. */
function checkOidcEnv(env: OidcEnv, addIssue: (variable: string, message: string) => void): void {
  if (env.LOCAL_SIGN_IN === "off" && !env.OIDC_ISSUER) {
    addIssue("LOCAL_SIGN_IN", "LOCAL_SIGN_IN=off needs OIDC_ISSUER: with neither, nobody could sign in");
  }
  if (!env.OIDC_ISSUER) return;
  if (!env.OIDC_CLIENT_ID) addIssue("OIDC_CLIENT_ID", "OIDC_CLIENT_ID is required with OIDC_ISSUER: the console's client id at the provider");
  if (!env.OIDC_CLIENT_SECRET && !env.OIDC_PRIVATE_KEY) {
    addIssue("OIDC_CLIENT_SECRET", "OIDC_CLIENT_SECRET (or OIDC_PRIVATE_KEY for private_key_jwt) is required with OIDC_ISSUER");
  }
  if (env.OIDC_CLIENT_SECRET && env.OIDC_PRIVATE_KEY) {
    addIssue("OIDC_PRIVATE_KEY", "Set OIDC_CLIENT_SECRET or OIDC_PRIVATE_KEY, not both: the console authenticates to the provider one way");
  }
  if (env.OIDC_PRIVATE_KEY && !env.OIDC_PRIVATE_KEY.includes("-----BEGIN PRIVATE KEY-----")) {
    addIssue("OIDC_PRIVATE_KEY", "OIDC_PRIVATE_KEY must be a PEM PKCS#8 private key (-----BEGIN PRIVATE KEY-----)");
  }
  if (!env.PUBLIC_URL) {
    addIssue("PUBLIC_URL", `PUBLIC_URL is required with OIDC_ISSUER: the provider sends people back to PUBLIC_URL${SSO_CALLBACK_PATH}`);
  }
  if (!env.OIDC_ROLE_MAP) {
    addIssue(
      "OIDC_ROLE_MAP",
      "OIDC_ROLE_MAP is required with OIDC_ISSUER: which groups give which role, e.g. sec-admins=admin,sec-reviewers=reviewer,*=viewer",
    );
  } else {
    const parsed = parseRoleMap(env.OIDC_ROLE_MAP);
    if (!parsed.ok) addIssue("OIDC_ROLE_MAP", parsed.problem);
  }
  if (env.OIDC_SCOPES && !env.OIDC_SCOPES.split(/\s+/).includes("openid")) addIssue("OIDC_SCOPES", "OIDC_SCOPES must include openid");
}

/** The settings of a configuration that passed `checkOidcEnv`; null when no provider is set. */
function oidcSettingsOf(env: OidcEnv): OidcSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.PUBLIC_URL || !env.OIDC_ROLE_MAP) return null;
  const roleMap = parseRoleMap(env.OIDC_ROLE_MAP);
  if (!roleMap.ok) return null;
  const base = env.PUBLIC_URL.replace(/\/+$/, "");
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    authentication: env.OIDC_PRIVATE_KEY
      ? { kind: "private-key", pem: env.OIDC_PRIVATE_KEY, keyId: env.OIDC_PRIVATE_KEY_ID }
      : { kind: "secret", secret: env.OIDC_CLIENT_SECRET ?? "" },
    providerName: env.OIDC_PROVIDER_NAME ?? new URL(env.OIDC_ISSUER).hostname,
    rolesClaim: env.OIDC_ROLES_CLAIM ?? "groups",
    roleMap: roleMap.map,
    scopes: env.OIDC_SCOPES ?? "openid profile email",
    redirectUri: `${base}${SSO_CALLBACK_PATH}`,
    postLogoutRedirectUri: `${base}/sign-in`,
  };
}
