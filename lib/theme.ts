import { cookies } from "next/headers";
import { THEME_COOKIE, type ThemeChoice, themeChoiceFromCookie } from "./theme-cookie";

/** The viewer's theme choice from the cookie; "system" until they pick. */
export async function themeChoice(): Promise<ThemeChoice> {
  return themeChoiceFromCookie((await cookies()).get(THEME_COOKIE)?.value);
}
