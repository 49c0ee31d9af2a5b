"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { firingAlertsQueryOptions } from "@/lib/queries/alerts";

/** The shell's count of firing alerts, linking to /alerts; nothing while none fire. */
export function FiringIndicator() {
  const firing = useQuery(firingAlertsQueryOptions());
  const count = firing.data?.filter((a) => !a.silenced).length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      href="/alerts"
      data-testid="firing-indicator"
      className="inline-flex items-center gap-1 rounded bg-red-700 px-2 py-0.5 text-xs font-semibold text-white hover:bg-red-800"
    >
      <span aria-hidden="true">●</span> {count} firing<span className="sr-only"> alert{count === 1 ? "" : "s"}: open Alerts</span>
    </Link>
  );
}
