// The shapes /settings → Sign-in reads, apart from lib/auth/oidc/sign-in-settings.ts (server-only), so
// the client imports no server module, even for types.
import type { Role } from "../permissions";

/** /settings → Sign-in: the provider's settings as the console read them (never the secret or the key). */
export type SignInSettingsView = {
  localSignIn: boolean;
  provider: {
    name: string;
    issuer: string;
    clientId: string;
    authentication: "client secret" | "private key JWT";
    rolesClaim: string;
    roleMap: string;
    scopes: string;
    redirectUri: string;
    /** ready, unreachable (with the reason) or not asked yet. */
    status: string;
  } | null;
};

export type MappingTestResult = { role: Role | null; decidedBy: string[]; groups: string[]; rolesClaim: string; explanation: string };
