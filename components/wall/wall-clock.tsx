"use client";

import { useNow, useTimeZone } from "@/components/ui/use-now";
import { formatClock, formatZoneLabel } from "@/lib/format/time";

/** The viewer's time, to the second, with the zone it is in named (both read in the browser). */
export function WallClock() {
  const now = useNow("second");
  const zone = useTimeZone();
  return (
    <div className="text-right leading-none" data-testid="wall-clock">
      <div className="font-semibold tabular-nums" style={{ fontSize: "clamp(1.5rem, 3.2vw, 9rem)" }}>
        {now === null || zone === null ? "--:--:--" : formatClock(now, zone)}
      </div>
      <div className="mt-[0.3vw] text-slate-300" style={{ fontSize: "clamp(0.75rem, 1vw, 3rem)" }} data-testid="wall-zone">
        {now === null || zone === null ? "\u00a0" : formatZoneLabel(now, zone)}
      </div>
    </div>
  );
}
