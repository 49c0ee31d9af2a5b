"use client";

import { useState } from "react";

/** The theme lives in a cookie so the server renders the right class: no inline script needed. */
export function ThemeToggle({ initialDark }: { initialDark: boolean }) {
  const [dark, setDark] = useState(initialDark);
  return (
    <button
      type="button"
      aria-pressed={dark}
      className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      onClick={() => {
        const next = !dark;
        document.documentElement.classList.toggle("dark", next);
        // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the root layout
        document.cookie = `theme=${next ? "dark" : "light"}; path=/; max-age=31536000; samesite=lax`;
        setDark(next);
      }}
    >
      {dark ? "Light theme" : "Dark theme"}
    </button>
  );
}
