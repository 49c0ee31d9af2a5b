import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/sign-in/sign-in-form";
import { readPrincipal } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { safeNextPath } from "@/lib/safe-next";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const raw = (await searchParams).next;
  const next = safeNextPath(Array.isArray(raw) ? raw[0] : raw);
  const principal = await readPrincipal();
  if (principal?.kind === "user") redirect(next);
  return (
    <main className="mx-auto mt-24 max-w-sm px-4">
      <h1 className="mb-1 text-2xl font-semibold">Sign in to Rampart</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">Your organization&apos;s operations console.</p>
      <SignInForm next={next} />
      {getEnv().demoMode ? (
        <p className="mt-6 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          Demo mode: sign in as <strong>admin</strong>, <strong>reviewer</strong> or <strong>viewer</strong> with the password{" "}
          <code>rampart-demo</code>.
        </p>
      ) : null}
    </main>
  );
}
