import { z } from "zod";
import { formatWait } from "@/lib/format/duration";
import { safeNextPath } from "@/lib/safe-next";

/**
 * The sign-in page is a plain HTML form (no JavaScript): a failed attempt comes back to it as a
 * redirect whose query says what went wrong, in these words.
 */
export const SIGN_IN_PROBLEMS = {
  credentials: "Wrong username or password.",
  incomplete: "Enter your username and password.",
  throttled: "Too many attempts.",
  failed: "Sign-in failed. Try again.",
  "local-off": "Sign-in with a password is turned off here. Use your organization's identity provider.",
  "sso-off": "Sign-in through an identity provider is not set up on this console.",
  "sso-unavailable": "The identity provider cannot be reached right now. Try again in a minute.",
  "sso-expired": "That sign-in expired or was already used. Start again.",
  "sso-refused": "The identity provider's answer could not be verified, so you were not signed in. Start again; if it happens again, tell your administrator.",
  "sso-no-role": "Your account is in no group that gives access to Rampart. Ask your administrator to add you to one.",
  "sso-cancelled": "Sign-in was cancelled at the identity provider.",
} as const;

export type SignInProblem = keyof typeof SIGN_IN_PROBLEMS;

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

// Tolerant on purpose: a hand-edited or stale query shows the plain form, never an error page.
const signInQuerySchema = z.object({
  next: z.preprocess(firstOf, z.string().optional()).catch(undefined),
  problem: z.preprocess(firstOf, z.enum(Object.keys(SIGN_IN_PROBLEMS) as [SignInProblem, ...SignInProblem[]]).optional()).catch(undefined),
  retry: z.preprocess(firstOf, z.coerce.number().int().min(1).max(86_400).optional()).catch(undefined),
});

export type SignInPageState = { next: string; problem: SignInProblem | null; message: string | null };

/** What the page shows for its query: where to go after signing in, and the last attempt's problem. */
export function signInPageState(query: Record<string, unknown>): SignInPageState {
  const parsed = signInQuerySchema.parse(query);
  const problem = parsed.problem ?? null;
  let message: string | null = problem ? SIGN_IN_PROBLEMS[problem] : null;
  if (problem === "throttled") message = `${SIGN_IN_PROBLEMS.throttled} Try again in ${parsed.retry ? formatWait(parsed.retry * 1000) : "a few seconds"}.`;
  return { next: safeNextPath(parsed.next), problem, message };
}

/** The sign-in page's address for a failed attempt of a form post (status and Retry-After of the refusal). */
export function signInPagePath(next: string | null, refusal: { status: number; code?: string; headers?: Record<string, string> }): string {
  const problem: SignInProblem =
    refusal.code === "LOCAL_SIGN_IN_OFF"
      ? "local-off"
      : refusal.status === 401
        ? "credentials"
        : refusal.status === 400
          ? "incomplete"
          : refusal.status === 429
            ? "throttled"
            : "failed";
  const query = new URLSearchParams({ next: safeNextPath(next) });
  query.set("problem", problem);
  const retry = refusal.headers?.["Retry-After"];
  if (problem === "throttled" && retry && /^\d+$/.test(retry)) query.set("retry", retry);
  return `/sign-in?${query}`;
}
