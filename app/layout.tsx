import type { Metadata, Viewport } from "next";
import { isDarkTheme } from "@/lib/theme";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Rampart", template: "%s · Rampart" },
  description: "Operations console for your organization's threat-reporting account",
};

export const viewport: Viewport = { colorScheme: "light dark" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const dark = await isDarkTheme();
  return (
    <html lang="en" className={dark ? "dark" : undefined}>
      <body className="min-h-screen antialiased">
        {children}
      </body>
    </html>
  );
}
