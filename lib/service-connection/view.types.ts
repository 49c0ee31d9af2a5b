/**
 * What GET /api/service-connection answers (lib/service-connection/view.ts builds it on the
 * server): types only, so the browser's code can name them without importing a server module.
 */
import type { Organization } from "@/lib/contract/reachable-organization.types";

/** What kept a call to the service from succeeding, as the Service connection section and the start log name it. */
export type ConnectionProblem = "bad-key" | "unreachable" | "tls" | "timeout" | "rate-limited" | "refused" | "server-error" | "unreadable";

/**
 * One call to the service (`POST /user/me`, what the console reads organizations from) and what it
 * showed: the organizations the key reaches, or the reason the service cannot be used.
 */
export type ContactCheck = {
  at: string;
  ok: boolean;
  problem: ConnectionProblem | null;
  /** One sentence, the same in the log and on /settings. */
  sentence: string;
  /** Null when the check failed. */
  organizations: Organization[] | null;
};

/** What GET /api/service-connection answers: no key, no credential of the address, no upstream body. */
export type ServiceConnectionView = {
  mode: "embedded" | "service";
  /** The service's base address without credentials or query; null for the embedded demo service. */
  address: string | null;
  /** The embedded service's dialect; null with a real service. */
  embeddedVariant: string | null;
  /** When this console process started: the figures below count from there. */
  since: string;
  contact: ContactCheck;
  lastSuccessAt: string | null;
  lastError: { at: string; operation: string; problem: ConnectionProblem; sentence: string } | null;
  rateLimited: { count: number; lastAt: string | null };
};
