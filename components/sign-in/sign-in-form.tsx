"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { ApiClientError, apiFetch } from "@/lib/queries/api-fetch";

export function SignInForm({ next }: { next: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await apiFetch("/api/session", {
        method: "POST",
        body: { username: String(form.get("username") ?? ""), password: String(form.get("password") ?? "") },
      });
      router.replace(next);
      router.refresh();
    } catch (err) {
      setError(
        err instanceof ApiClientError && err.status === 401
          ? "Wrong username or password."
          : err instanceof ApiClientError && err.status === 429
            ? `Too many attempts. Try again in ${err.retryAfter ?? "a few"} seconds.`
            : err instanceof Error
              ? err.message
              : "Sign-in failed.",
      );
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div>
        <label htmlFor="username" className="block text-sm font-medium">
          Username
        </label>
        <input id="username" name="username" autoComplete="username" required className="mt-1 w-full rounded border border-slate-300 bg-transparent px-3 py-2 dark:border-slate-700" />
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium">
          Password
        </label>
        <input id="password" name="password" type="password" autoComplete="current-password" required className="mt-1 w-full rounded border border-slate-300 bg-transparent px-3 py-2 dark:border-slate-700" />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className="w-full rounded bg-blue-700 px-3 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-60">
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
