"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { firingAlertsQueryOptions } from "@/lib/queries/alerts";

/**
 * The shell's count of firing alerts, linking to /alerts; nothing while none fire. Red while any
 * is nobody's; once every one is acknowledged it says so (and by whom, for one) in a calmer colour.
 */
export function FiringIndicator() {
  const firing = useQuery(firingAlertsQueryOptions());
  const alerts = (firing.data ?? []).filter((a) => !a.silenced);
  const count = alerts.length;
  if (count === 0) return null;
  const owned = alerts.filter((a) => a.acknowledged);
  const allOwned = owned.length === count;
  const ownedText =
    owned.length === 0 ? null : allOwned && count === 1 ? (
      <Owned wide={`acknowledged by ${owned[0]!.acknowledged!.by}`} narrow="acknowledged" />
    ) : (
      <Owned wide={`${owned.length} acknowledged`} narrow={`${owned.length} acknowledged`} />
    );
  return (
    <Link
      href="/alerts"
      data-testid="firing-indicator"
      data-all-acknowledged={allOwned ? "true" : "false"}
      className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold text-white ${allOwned ? "bg-slate-600 hover:bg-slate-700" : "bg-red-700 hover:bg-red-800"}`}
    >
      <span aria-hidden="true">●</span> {count} firing{ownedText}
      <span className="sr-only"> alert{count === 1 ? "" : "s"}: open Alerts</span>
    </Link>
  );
}

/** "· acknowledged by alice"; a phone's header says "· acknowledged" (its row wraps: components/shell/console-shell.tsx). */
function Owned({ wide, narrow }: { wide: string; narrow: string }) {
  return (
    <>
      {" · "}
      <span className="sm:hidden">{narrow}</span>
      <span className="hidden sm:inline" data-testid="firing-owner">
        {wide}
      </span>
    </>
  );
}
