// Sign-in is a plain HTML form that posts to /api/session and is answered with a redirect: it
// needs no JavaScript, so this one page is served by the Pages Router without its runtime
// (`unstable_runtimeJS: false`), instead of the App Router's ~130 kB that every page there loads.
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { signInContextOf } from "@/lib/auth/sign-in-gate";
import { type SignInPageState, signInPageState } from "@/lib/auth/sign-in-page";
import { THEME_COOKIE, type ThemeChoice, themeChoiceFromCookie } from "@/lib/theme-cookie";

export const config = { unstable_runtimeJS: false };

type Props = SignInPageState & { demoMode: boolean; localSignIn: boolean; sso: { name: string; problem: string | null } | null; theme: ThemeChoice };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  const state = signInPageState(query);
  const { signedIn, demoMode, localSignIn, sso } = await signInContextOf(req.cookies);
  if (signedIn) return { redirect: { destination: state.next, permanent: false } };
  res.setHeader("Cache-Control", "no-store");
  return { props: { ...state, demoMode, localSignIn, sso, theme: themeChoiceFromCookie(req.cookies[THEME_COOKIE]) } };
};

export default function SignInPage({ next, problem, message, demoMode, localSignIn, sso }: Props) {
  // A problem of the provider's sign-in is said beside its button; a password's, in the form.
  const besideProvider = !localSignIn || problem?.startsWith("sso-");
  return (
    <main className="mx-auto mt-24 max-w-sm px-4">
      <Head>
        <title>Sign in · Rampart</title>
        <meta name="description" content="Operations console for your organization's threat-reporting account" />
      </Head>
      <h1 className="mb-1 text-2xl font-semibold">Sign in to Rampart</h1>
      <p className="mb-6 text-sm text-muted">Your organization&apos;s operations console.</p>
      {sso ? (
        <div className="mb-6 space-y-2">
          <a
            href={`/api/session/sso?${new URLSearchParams({ next })}`}
            className="block w-full rounded bg-accent px-3 py-2 text-center font-medium text-on-accent hover:opacity-90"
          >
            Sign in with {sso.name}
          </a>
          {sso.problem ? <p className="text-sm text-muted">{sso.problem}</p> : null}
        </div>
      ) : null}
      {message && besideProvider ? (
        <p role="alert" className="mb-6 text-sm text-fail">
          {message}
        </p>
      ) : null}
      {localSignIn ? (
        <form method="post" action="/api/session" className="space-y-4">
          <input type="hidden" name="next" value={next} />
          <div>
            <label htmlFor="username" className="block text-sm font-medium">
              Username
            </label>
            <input
              id="username"
              name="username"
              autoComplete="username"
              required
              maxLength={64}
              className="mt-1 w-full rounded border border-border bg-transparent px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-medium">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              className="mt-1 w-full rounded border border-border bg-transparent px-3 py-2"
            />
          </div>
          {message && !besideProvider ? (
            <p role="alert" className="text-sm text-fail">
              {message}
            </p>
          ) : null}
          <button
            type="submit"
            className={
              sso
                ? "w-full rounded border border-border px-3 py-2 font-medium hover:bg-surface-sunken"
                : "w-full rounded bg-accent px-3 py-2 font-medium text-on-accent hover:opacity-90"
            }
          >
            {sso ? "Sign in with a password" : "Sign in"}
          </button>
        </form>
      ) : null}
      {demoMode && localSignIn ? (
        <p className="mt-6 rounded border border-warn bg-warn-soft p-3 text-sm text-text">
          Demo mode: sign in as <strong>admin</strong>, <strong>reviewer</strong> or <strong>viewer</strong> with the password <code>rampart-demo</code>.
        </p>
      ) : null}
    </main>
  );
}
