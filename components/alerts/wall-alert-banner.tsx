"use client";

import { useQuery } from "@tanstack/react-query";
import { firingAlertsQueryOptions } from "@/lib/queries/alerts";

/** The wall's banner: firing alerts in letters readable from across a room; nothing while none fire. */
export function WallAlertBanner({ refreshMs, enabled }: { refreshMs: number; enabled: boolean }) {
  const firing = useQuery({ ...firingAlertsQueryOptions(refreshMs), enabled });
  const alerts = (firing.data ?? []).filter((a) => !a.silenced);
  if (alerts.length === 0) return null;
  const critical = alerts.some((a) => a.severity === "critical");
  return (
    <section
      role="alert"
      aria-label="Firing alerts"
      data-testid="wall-alert-banner"
      className={`rounded-[0.6vw] px-[1.2vw] py-[0.8vh] font-bold text-white ${critical ? "bg-red-700" : "bg-amber-700"}`}
      style={{ fontSize: "clamp(1.25rem, 2.6vw, 9rem)" }}
    >
      <span className="mr-[1vw] uppercase tracking-wide">{alerts.length === 1 ? "Alert firing:" : `${alerts.length} alerts firing:`}</span>
      <span className="font-semibold">
        {alerts
          .slice(0, 3)
          .map((a) => a.name)
          .join(" · ")}
      </span>
      {alerts.length > 3 ? <span className="font-normal"> and {alerts.length - 3} more</span> : null}
    </section>
  );
}
