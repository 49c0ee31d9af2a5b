export const THEME_COOKIE = "theme";

/** What the viewer picked; "system" (follow prefers-color-scheme) until they pick. */
export type ThemeChoice = "light" | "dark" | "system";

export function themeChoiceFromCookie(value: string | undefined): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}
