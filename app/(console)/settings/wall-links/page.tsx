import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/ui/role-required";
import { WallLinksAdmin } from "@/components/wall/wall-links-admin";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Wall links" };

export default async function Page() {
  const principal = await readPrincipal();
  const header = (
    <PageHeader
      title="Wall links"
      description="Named, read-only links that open the wall screen without a password. Revoke one and its screens stop at their next refresh."
      actions={
        <Link href="/wall" className="text-sm text-accent underline underline-offset-2">
          Open the wall
        </Link>
      }
    />
  );
  if (principal?.kind !== "user" || !can(principal.role, "admin")) {
    return (
      <>
        {header}
        <RoleRequired needs="admin" what="manage wall links" />
      </>
    );
  }
  return (
    <>
      {header}
      <WallLinksAdmin />
    </>
  );
}
