import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/ui/role-required";
import { providerNameOfUser } from "@/lib/auth/oidc/sign-in-settings";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { SettingsClient } from "./client";

export const metadata: Metadata = { title: "Settings" };

export default async function Page() {
  const principal = await readPrincipal();
  const isAdmin = principal?.kind === "user" && can(principal.role, "admin");
  const header = (
    <PageHeader
      title="Settings"
      description={
        isAdmin
          ? "Your password, the connection to the service, the service user's profile and the console's users."
          : "Your password and the connection to the service."
      }
    />
  );
  if (principal?.kind !== "user") {
    return (
      <>
        {header}
        <RoleRequired needs="admin" what="change settings" />
      </>
    );
  }
  return (
    <>
      {header}
      <SettingsClient username={principal.username} isAdmin={isAdmin} signsInWith={await providerNameOfUser(principal.userId)} />
    </>
  );
}
