import { WAITING_ON_YOU_MEANS, type WaitingOnYouFigure, waitingOnYouText } from "@/lib/format/counts";

/**
 * The one "waiting on you" figure, in the same words on /queues, the wall and /triage ("511
 * waiting on you", "at least 387 waiting on you"); what it counts is its accessible description
 * (lib/format/counts.ts `WAITING_ON_YOU_MEANS`). Plain text, never a link: no list holds exactly
 * the service's count, so the triage list is linked beside it with its own count.
 */
export function WaitingOnYou({ waiting, className }: { waiting: WaitingOnYouFigure; className?: string }) {
  return (
    <span
      data-testid="waiting-on-you"
      data-count={waiting.count}
      data-source={waiting.source}
      title={WAITING_ON_YOU_MEANS[waiting.source]}
      className={className}
    >
      {waitingOnYouText(waiting)}
    </span>
  );
}
