import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { LiveUpdatesProvider } from "@/components/live/live-updates";
import { Providers } from "@/components/providers";
import { ConsoleShell } from "@/components/shell/console-shell";
import { readPrincipal } from "@/lib/auth/session";
import { chosenOrganization, reachableOrganizations } from "@/lib/bff/organization";
import { OrganizationScopeProvider } from "@/lib/queries/organization-scope";
import { themeChoice } from "@/lib/theme";

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const principal = await readPrincipal();
  if (!principal) {
    const path = (await headers()).get("x-rampart-path") ?? "/reports";
    redirect(`/sign-in?next=${encodeURIComponent(path)}`);
  }
  if (principal.kind === "wall") redirect("/wall");
  const chosen = (await chosenOrganization()) ?? null;
  return (
    <Providers sessionEnd="sign-in">
      <OrganizationScopeProvider slug={chosen}>
        <ConsoleShell
          username={principal.username}
          role={principal.role}
          theme={await themeChoice()}
          // Not awaited: the first page render must not wait for POST /user/me (a round trip on a cold process).
          organizations={reachableOrganizations()}
          selectedOrganization={chosen}
        >
          <LiveUpdatesProvider>{children}</LiveUpdatesProvider>
        </ConsoleShell>
      </OrganizationScopeProvider>
    </Providers>
  );
}
