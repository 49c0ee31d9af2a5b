"use client";

import { formatClock } from "@/components/queues/time-format";
import { useSecondClock } from "@/components/queues/use-second-clock";

/** The local time, to the second, with the time zone named. */
export function WallClock() {
  const now = useSecondClock();
  const zone = typeof Intl !== "undefined" ? Intl.DateTimeFormat().resolvedOptions().timeZone : "";
  return (
    <div className="text-right leading-none" data-testid="wall-clock">
      <div className="font-semibold tabular-nums" style={{ fontSize: "clamp(1.5rem, 3.2vw, 9rem)" }}>
        {now === null ? "--:--:--" : formatClock(now)}
      </div>
      <div className="mt-[0.3vw] text-slate-300" style={{ fontSize: "clamp(0.75rem, 1vw, 3rem)" }} suppressHydrationWarning>
        {zone}
      </div>
    </div>
  );
}
