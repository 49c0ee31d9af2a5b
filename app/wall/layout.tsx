import type { ReactNode } from "react";
import { LiveUpdatesProvider } from "@/components/live/live-updates";
import { Providers } from "@/components/providers";
import { chosenOrganization } from "@/lib/bff/organization";
import { OrganizationScopeProvider } from "@/lib/queries/organization-scope";

export default async function WallLayout({ children }: { children: ReactNode }) {
  // The wall's calls carry the same organization cookie as the console's: its keys name it too.
  return (
    <Providers>
      <OrganizationScopeProvider slug={await chosenOrganization()}>
        <LiveUpdatesProvider>{children}</LiveUpdatesProvider>
      </OrganizationScopeProvider>
    </Providers>
  );
}
