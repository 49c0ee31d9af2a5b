import Link from "next/link";
import { WaitingOnYou } from "@/components/triage/waiting-on-you";
import type { WaitingOnYouFigure } from "@/lib/format/counts";
import { figureWaitingWording } from "./snapshot-links";

/**
 * Under a snapshot figure whose list holds a different number: the one "waiting on you" figure
 * when it goes with this number (the pending total), then the triage list's own count in words
 * ("635 in triage"), linking to it. One wording and one accessible name for /queues and the wall;
 * each places and styles it.
 */
export function FigureWaitingLink({
  href,
  count,
  value,
  label,
  testId,
  className,
  waiting,
}: {
  href: string;
  count: number;
  value: number | null;
  label: string;
  testId: string;
  className: string;
  waiting?: WaitingOnYouFigure | null;
}) {
  const words = figureWaitingWording(count);
  return (
    <>
      {waiting ? (
        <>
          <WaitingOnYou waiting={waiting} />
          {" · "}
        </>
      ) : null}
      <Link
        href={href}
        data-testid={testId}
        data-count={count}
        aria-label={`${label}: ${words}${value === null ? "" : ` (of ${value.toLocaleString("en-US")})`}, open the list`}
        className={className}
      >
        {words}
      </Link>
    </>
  );
}
