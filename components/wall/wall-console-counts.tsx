"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { wallCountsQuery } from "@/lib/queries/wall-counts";

const TEXT = { fontSize: "clamp(0.875rem, 1.15vw, 4rem)" };

/**
 * The console's own figures under the health summary: assets the sync saw come back online (the
 * re-emergence the alert rules watch), the most used tags and how many items are assigned. A
 * signed-in user may open each list; a wall-screen link only reads. Hidden until the first answer.
 */
export function WallConsoleCounts({ refreshMs, enabled, linked }: { refreshMs: number; enabled: boolean; linked: boolean }) {
  const org = useOrganizationScope();
  const counts = useQuery({ ...wallCountsQuery(org, refreshMs), enabled });
  const data = counts.data;
  if (!data) return null;
  const link = (href: string, label: string, children: ReactNode) =>
    linked ? (
      <Link href={href} aria-label={label} className="underline decoration-slate-500 underline-offset-4 hover:decoration-slate-200">
        {children}
      </Link>
    ) : (
      children
    );
  const again = data.blockedLiveAgain + data.watchlistedLiveAgain;
  return (
    <section aria-labelledby="wall-console-heading" className="rounded-[0.6vw] border border-slate-700 p-[1vw]" data-testid="wall-console-counts" style={TEXT}>
      <h2 id="wall-console-heading" className="font-semibold text-slate-200">
        Online again
      </h2>
      <p data-testid="wall-live-again" data-count={again} className={again > 0 ? "font-semibold text-red-300" : "text-slate-300"}>
        {again === 0 ? (
          "No blocked or watchlisted asset came back"
        ) : (
          <>
            {link("/assets?state=blocked&liveAgain=true", "Blocked assets online again", <span className="tabular-nums">{data.blockedLiveAgain}</span>)} blocked
            · {link("/assets?tab=watchlist&liveness=ALIVE", "Watchlisted assets online", <span className="tabular-nums">{data.watchlistedLiveAgain}</span>)}{" "}
            watchlisted
          </>
        )}
      </p>
      {data.tags.length > 0 || data.assigned > 0 ? (
        <p className="mt-[0.4vw] text-slate-300" data-testid="wall-tags">
          {data.tags.map((t, i) => (
            <span key={t.tag}>
              {i > 0 ? " · " : "Tags: "}
              {link(`/reports?tag=${encodeURIComponent(t.tag)}`, `Reports tagged ${t.tag}`, t.tag)} <span className="tabular-nums">{t.count}</span>
            </span>
          ))}
          {data.assigned > 0 ? `${data.tags.length > 0 ? " · " : ""}Assigned: ${data.assigned}` : null}
        </p>
      ) : null}
    </section>
  );
}
