import type { Metadata } from "next";
import { Suspense } from "react";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { OutcomesClient } from "./client";

export const metadata: Metadata = { title: "Outcomes" };

export default async function Page() {
  const principal = await readPrincipal();
  // The weekly digest is defined by admins (its routes say the same).
  const admin = principal?.kind === "user" && can(principal.role, "admin");
  return (
    <Suspense fallback={<p role="status">Loading outcomes…</p>}>
      <OutcomesClient admin={admin} />
    </Suspense>
  );
}
