import type { Config } from "tailwindcss";

// Tailwind 4 reads this through `@config` in app/globals.css.
export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./pages/**/*.{ts,tsx}"],
  darkMode: "class",
} satisfies Config;
