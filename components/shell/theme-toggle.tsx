"use client";

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
      {dark ? <MoonIcon /> : <SunIcon />}
      Dark theme
    </button>
  );
}

// Lucide's moon and sun (lucide-react's icon data), drawn here: the shell is on every page, and
// lucide-react's icon runtime would be about 2 kB gzipped of every page's first load
// (bench/console/first-load.ts).
const ICON = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 14,
  height: 14,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

function MoonIcon() {
  return (
    <svg {...ICON} className="lucide lucide-moon">
      <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg {...ICON} className="lucide lucide-sun">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2" />
      <path d="M12 20v2" />
      <path d="m4.93 4.93 1.41 1.41" />
      <path d="m17.66 17.66 1.41 1.41" />
      <path d="M2 12h2" />
      <path d="M20 12h2" />
      <path d="m6.34 17.66-1.41 1.41" />
      <path d="m19.07 4.93-1.41 1.41" />
    </svg>
  );
}
