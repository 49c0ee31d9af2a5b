import { peekSingleton, setSingleton } from "@/lib/singleton";

/**
 * What the sign-in page needs from the server's side: whether the request is signed in already,
 * and whether the demo users exist. The page is a Pages Router page (so it ships no JavaScript),
 * and a Pages Router module may not import the session and env modules (`server-only`); the
 * server registers this at startup (lib/startup.ts) and the page asks through the holder, as the
 * process-wide throttle and rate limiter are shared between Next's bundles.
 */
export type SignInContext = {
  signedIn: boolean;
  demoMode: boolean;
  /** False with LOCAL_SIGN_IN=off: the page offers only the identity provider. */
  localSignIn: boolean;
  /** The identity provider's button, when one is set up; `problem` says why it may not work now. */
  sso: { name: string; problem: string | null } | null;
};
export type SignInGate = (cookies: Partial<Record<string, string>>) => Promise<SignInContext>;

export function registerSignInGate(gate: SignInGate): void {
  setSingleton("sign-in-gate", gate);
}

export function signInContextOf(cookies: Partial<Record<string, string>>): Promise<SignInContext> {
  const gate = peekSingleton<SignInGate>("sign-in-gate");
  if (!gate) throw new Error("The sign-in gate is not registered: the console's startup (instrumentation.ts) did not run");
  return gate(cookies);
}
