import { cookies } from "next/headers";
import { isDarkThemeCookie, THEME_COOKIE } from "./theme-cookie";

export async function isDarkTheme(): Promise<boolean> {
  return isDarkThemeCookie((await cookies()).get(THEME_COOKIE)?.value);
}
