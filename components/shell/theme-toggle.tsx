"use client";

import { Moon, Sun } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import type { ThemeChoice } from "@/lib/theme-cookie";

const query = "(prefers-color-scheme: dark)";
function subscribe(listener: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener("change", listener);
  return () => list.removeEventListener("change", listener);
}
const systemDark = () => window.matchMedia(query).matches;

/**
 * "Dark theme", pressed when the dark theme is on. Until the viewer picks, the theme follows the
 * system (html.system); a pick is kept in the `theme` cookie so the server renders the right class.
 */
export function ThemeToggle({ initial }: { initial: ThemeChoice }) {
  const [choice, setChoice] = useState<ThemeChoice>(initial);
  const system = useSyncExternalStore(subscribe, systemDark, () => null);
  const dark = choice === "system" ? system : choice === "dark";
  return (
    <button
      type="button"
      aria-pressed={dark ?? undefined}
      title={choice === "system" ? "Following the system's setting until you pick" : undefined}
      className="inline-flex items-center gap-1 rounded border border-border px-2 py-1 hover:bg-surface-sunken"
      onClick={() => {
        const next: ThemeChoice = dark ? "light" : "dark";
        const root = document.documentElement;
        root.classList.remove("light", "dark", "system");
        root.classList.add(next);
        // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the root layout
        document.cookie = `theme=${next}; path=/; max-age=31536000; samesite=lax`;
        setChoice(next);
      }}
    >
      {dark ? <Moon aria-hidden size={14} /> : <Sun aria-hidden size={14} />}
      Dark theme
    </button>
  );
}
