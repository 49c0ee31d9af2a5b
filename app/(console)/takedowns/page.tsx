import type { Metadata } from "next";
import { Suspense } from "react";
import { readPrincipal } from "@/lib/auth/session";
import { TakedownsClient } from "./client";

export const metadata: Metadata = { title: "Takedowns" };

export default async function Page() {
  const principal = await readPrincipal();
  return (
    <Suspense fallback={<p role="status">Loading takedowns…</p>}>
      <TakedownsClient role={principal?.kind === "user" ? principal.role : "viewer"} />
    </Suspense>
  );
}
