import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { readPrincipal } from "@/lib/auth/session";
import { AssetsClient } from "./client";
import { loadAssetsSearchParams } from "./search-params";

export const metadata: Metadata = { title: "Assets" };

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // Read so an address with a bad value is corrected as the client will read it; the list loads in the browser.
  await loadAssetsSearchParams(searchParams);
  const principal = await readPrincipal();
  return (
    <>
      <PageHeader
        title="Assets"
        description="Every asset the organization reported and what became of it: escalated, blocked, taken down, still online. And the watchlist."
      />
      <Suspense fallback={<p className="text-sm">Loading assets…</p>}>
        <AssetsClient role={principal?.kind === "user" ? principal.role : "viewer"} me={principal?.kind === "user" ? principal.username : null} />
      </Suspense>
    </>
  );
}
