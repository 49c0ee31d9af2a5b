import { cookies } from "next/headers";

export async function isDarkTheme(): Promise<boolean> {
  return (await cookies()).get("theme")?.value !== "light";
}
