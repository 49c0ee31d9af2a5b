import "server-only";
import * as client from "openid-client";
import { getDb } from "@/lib/db";
import type { User } from "../users";
import { type LoginTransaction, saveLogin, takeLogin } from "./login-transactions";
import { CLOCK_TOLERANCE_SECONDS, ProviderUnavailable, providerConfiguration } from "./provider";
import { decideRole, type RoleDecision } from "./role-map";
import type { OidcSettings } from "./settings";
import { type SsoIdentity, upsertSsoUser } from "./sso-users";

/** Binds a sign-in to the browser that started it: the callback's state must be this cookie's. */
export const SSO_STATE_COOKIE = "rampart_sso";
export const SSO_STATE_COOKIE_PATH = "/api/session/sso";

/** Why a sign-in through the provider did not sign anyone in: the sign-in page's problem, and the log's reason. */
export type SsoProblem = "sso-off" | "sso-unavailable" | "sso-expired" | "sso-refused" | "sso-no-role" | "sso-cancelled";

export class SsoRefusal extends Error {
  override name = "SsoRefusal";
  constructor(
    readonly problem: SsoProblem,
    readonly reason: string,
    /** What is known of who tried (for the audit): never a token. */
    readonly who: { username?: string; groups?: string[] } = {},
  ) {
    super(reason);
  }
}

/** Starts a sign-in: a stored transaction and the provider's authorization address (code flow with PKCE, state and nonce). */
export async function beginSsoSignIn(settings: OidcSettings, next: string): Promise<{ location: string; state: string }> {
  const config = await configurationOrRefusal(settings);
  const login: LoginTransaction = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), next };
  await saveLogin(await getDb(), login);
  const location = client.buildAuthorizationUrl(config, {
    redirect_uri: settings.redirectUri,
    scope: settings.scopes,
    response_type: "code",
    code_challenge: await client.calculatePKCECodeChallenge(login.codeVerifier),
    code_challenge_method: "S256",
    state: login.state,
    nonce: login.nonce,
  });
  return { location: location.href, state: login.state };
}

export type SsoSignIn = {
  user: User;
  next: string;
  decision: RoleDecision & { role: NonNullable<RoleDecision["role"]> };
  created: boolean;
  previousRole: string | null;
};

/**
 * Finishes a sign-in from the provider's callback query: the transaction is taken (once), the
 * browser's state cookie must name it, the code is exchanged with the PKCE verifier, and the ID
 * token's issuer, audience, signature (the provider's JWKS), expiry and nonce are checked
 * (openid-client), and an issue time in the future beyond the clock tolerance is refused. The role comes
 * from the token's claims; no mapped group and no `*` role is a refusal.
 */
export async function completeSsoSignIn(settings: OidcSettings, query: URLSearchParams, cookieState: string | undefined): Promise<SsoSignIn> {
  const state = query.get("state");
  const login = state ? await takeLogin(await getDb(), state) : null;
  const providerError = query.get("error");
  if (providerError) {
    const description = query.get("error_description");
    throw new SsoRefusal("sso-cancelled", `The identity provider answered ${providerError}${description ? `: ${description}` : ""}`);
  }
  if (!state) throw new SsoRefusal("sso-expired", "The callback carried no state");
  if (!login) throw new SsoRefusal("sso-expired", "No sign-in under way has this state: used already, expired, or not started here");
  if (cookieState !== state) throw new SsoRefusal("sso-expired", "The callback's state is not the one this browser started with");
  const config = await configurationOrRefusal(settings);
  const callbackUrl = new URL(settings.redirectUri);
  callbackUrl.search = query.toString();
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw new SsoRefusal("sso-refused", `The provider's answer was refused: ${messageOf(error)}`);
  }
  if (!claims) throw new SsoRefusal("sso-refused", "The provider sent no ID token");
  // openid-client checks `iat` is a number but not that it has passed: a token from the future is refused.
  if (claims.iat > Math.floor(Date.now() / 1000) + CLOCK_TOLERANCE_SECONDS) {
    throw new SsoRefusal("sso-refused", `The provider's ID token was issued in the future (more than ${CLOCK_TOLERANCE_SECONDS} s ahead of this clock)`);
  }
  const identity = identityOf(claims);
  const decision = decideRole(claims, settings.rolesClaim, settings.roleMap);
  if (decision.role === null) {
    throw new SsoRefusal("sso-no-role", `In no group that ${settings.rolesClaim} maps to a role (OIDC_ROLE_MAP), and no * role`, {
      username: identity.preferredUsername ?? identity.email,
      groups: decision.groups,
    });
  }
  const { user, created, previousRole } = await upsertSsoUser(await getDb(), identity, decision.role);
  return { user, next: login.next, decision: { ...decision, role: decision.role }, created, previousRole };
}

function identityOf(claims: client.IDToken): SsoIdentity {
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 200) : undefined);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    preferredUsername: text(claims.preferred_username),
    email: text(claims.email),
    name: text(claims.name),
  };
}

async function configurationOrRefusal(settings: OidcSettings): Promise<client.Configuration> {
  try {
    return await providerConfiguration(settings);
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new SsoRefusal("sso-unavailable", error.message);
    throw error;
  }
}

/** Where the provider's own session ends (RP-initiated logout), or null when it offers none. */
export async function providerSignOutUrl(settings: OidcSettings): Promise<string | null> {
  try {
    const config = await providerConfiguration(settings);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, { client_id: settings.clientId, post_logout_redirect_uri: settings.postLogoutRedirectUri }).href;
  } catch {
    return null;
  }
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${error.message} (${code})` : error.message;
}

/** The decision's words for the audit trail: group names and the role, never a token. */
export function auditSummaryOf(result: SsoSignIn): Record<string, unknown> {
  return {
    provider: "oidc",
    groups: result.decision.groups,
    decidedBy: result.decision.decidedBy.length ? result.decision.decidedBy : ["*"],
    role: result.decision.role,
    created: result.created,
    ...(result.previousRole && result.previousRole !== result.decision.role ? { previousRole: result.previousRole } : {}),
  };
}
