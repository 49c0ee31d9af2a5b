import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { checkSlug } from "@/components/queues/snapshot-filters";
import { WallEnded } from "@/components/wall/wall-ended";
import { wallRefreshMs } from "@/components/wall/wall-model";
import { WallScreen } from "@/components/wall/wall-screen";
import { hasRevokedWallSession, readPrincipal } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Wall" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `/wall?refresh=60s&slug=acme&all=true` — outside the console layout: one screen, no navigation. */
export default async function WallPage({ searchParams }: { searchParams: SearchParams }) {
  const principal = await readPrincipal();
  if (!principal) {
    if (await hasRevokedWallSession()) return <WallEnded kind="revoked" />;
    redirect("/sign-in?next=%2Fwall");
  }
  const params = await searchParams;
  const slug = first(params.slug);
  return (
    <WallScreen
      mode={principal.kind}
      refreshMs={wallRefreshMs(first(params.refresh))}
      filters={{ slug: slug ? checkSlug(slug) : null, all: first(params.all) === "true" }}
    />
  );
}
