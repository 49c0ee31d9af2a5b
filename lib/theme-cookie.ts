export const THEME_COOKIE = "theme";

/** Dark unless the `theme` cookie asks for light. */
export function isDarkThemeCookie(value: string | undefined): boolean {
  return value !== "light";
}
