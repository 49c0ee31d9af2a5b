import "server-only";
import { getDb } from "@/lib/db";
import { getUserById } from "../users";
import { providerStatus } from "./provider";
import { decideRole, describeRoleMap } from "./role-map";
import { getSignInConfig } from "./settings";
import type { MappingTestResult, SignInSettingsView } from "./sign-in-settings.types";

export function signInSettings(): SignInSettingsView {
  const env = getSignInConfig();
  const oidc = env.oidc;
  if (!oidc) return { localSignIn: env.localSignIn, provider: null };
  const status = providerStatus(oidc);
  return {
    localSignIn: env.localSignIn,
    provider: {
      name: oidc.providerName,
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      authentication: oidc.authentication.kind === "secret" ? "client secret" : "private key JWT",
      rolesClaim: oidc.rolesClaim,
      roleMap: describeRoleMap(oidc.roleMap),
      scopes: oidc.scopes,
      redirectUri: oidc.redirectUri,
      status:
        status.state === "ready"
          ? `Read${status.endSession ? "; signing out also ends the provider's session" : "; the provider offers no sign-out address"}`
          : status.state === "unreachable"
            ? status.reason
            : "Not asked yet (it is read at the first sign-in)",
    },
  };
}

/** The role a claim set would give under the configured claim and map, and why, in words. */
export function testMapping(claims: Record<string, unknown>): MappingTestResult | null {
  const oidc = getSignInConfig().oidc;
  if (!oidc) return null;
  const decision = decideRole(claims, oidc.rolesClaim, oidc.roleMap);
  const groups = decision.groups.length ? decision.groups.map((g) => `"${g}"`).join(", ") : "none";
  const explanation =
    decision.role === null
      ? `No access: the groups in ${oidc.rolesClaim} (${groups}) match no group of the map, and the map has no * role.`
      : decision.decidedBy.length
        ? `${capitalized(decision.role)}: ${decision.decidedBy.map((g) => `"${g}"`).join(", ")} in ${oidc.rolesClaim} maps to ${decision.role}, the highest role matched.`
        : `${capitalized(decision.role)}: no group matched (${groups}), so the * role applies.`;
  return { ...decision, rolesClaim: oidc.rolesClaim, explanation };
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The identity provider's name when it signs this user in (no password here), else null. */
export async function providerNameOfUser(userId: number): Promise<string | null> {
  const user = await getUserById(await getDb(), userId);
  return user?.ssoIssuer ? (getSignInConfig().oidc?.providerName ?? "your identity provider") : null;
}
