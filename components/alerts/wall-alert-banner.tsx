"use client";

import { useQuery } from "@tanstack/react-query";
import { firingAlertsQueryOptions } from "@/lib/queries/alerts";
import { ownedWords } from "./owned-words";

/**
 * The wall's banner: firing alerts in letters readable from across a room, each with who owns it
 * ("acknowledged by alice") or that nobody does, and what to do; nothing while none fire.
 */
export function WallAlertBanner({ refreshMs, enabled }: { refreshMs: number; enabled: boolean }) {
  const firing = useQuery({ ...firingAlertsQueryOptions(refreshMs), enabled });
  const alerts = (firing.data ?? []).filter((a) => !a.silenced);
  if (alerts.length === 0) return null;
  const critical = alerts.some((a) => a.severity === "critical");
  const shown = alerts.slice(0, 3);
  return (
    <section
      role="alert"
      aria-label="Firing alerts"
      data-testid="wall-alert-banner"
      className={`rounded-[0.6vw] px-[1.2vw] py-[0.8vh] font-bold text-white ${critical ? "bg-red-700" : "bg-amber-700"}`}
      style={{ fontSize: "clamp(1.25rem, 2.6vw, 9rem)" }}
    >
      <span className="mr-[1vw] uppercase tracking-wide">{alerts.length === 1 ? "Alert firing:" : `${alerts.length} alerts firing:`}</span>
      <ul className="space-y-[0.4vh]">
        {shown.map((a) => (
          <li key={a.ruleId} data-testid="wall-alert" data-acknowledged={a.acknowledged ? "true" : "false"}>
            <span className="font-semibold">{a.name}</span>
            <span className="font-normal" style={{ fontSize: "0.7em" }}>
              {" · "}
              {a.acknowledged ? ownedWords(a.acknowledged) : "nobody has acknowledged it"}
            </span>
            {a.whatToDo || a.runbookUrl ? (
              <div className="font-normal" style={{ fontSize: "0.55em" }}>
                {a.whatToDo ? `What to do: ${a.whatToDo}` : null}
                {a.whatToDo && a.runbookUrl ? " · " : null}
                {a.runbookUrl ? (
                  <a href={a.runbookUrl} target="_blank" rel="noreferrer" className="underline">
                    Runbook
                  </a>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {alerts.length > 3 ? <span className="font-normal"> and {alerts.length - 3} more</span> : null}
    </section>
  );
}
