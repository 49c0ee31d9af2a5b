import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { themeChoice } from "@/lib/theme";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Rampart", template: "%s · Rampart" },
  description: "Operations console for your organization's threat-reporting account",
};

export const viewport: Viewport = { colorScheme: "light dark" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // html.light / html.dark when the viewer picked; html.system follows prefers-color-scheme.
  const theme = await themeChoice();
  return (
    <html lang="en" className={theme}>
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
