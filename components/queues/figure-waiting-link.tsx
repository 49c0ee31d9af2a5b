import Link from "next/link";
import { figureWaitingWording } from "./snapshot-links";

/**
 * Under a snapshot figure whose list holds a different number: the list's own count, in words
 * ("645 of them wait on you"), linking to it. One wording and one accessible name for /queues and
 * the wall; each places and styles it.
 */
export function FigureWaitingLink({
  href,
  count,
  value,
  label,
  testId,
  className,
}: {
  href: string;
  count: number;
  value: number | null;
  label: string;
  testId: string;
  className: string;
}) {
  const words = figureWaitingWording(count, value);
  return (
    <Link
      href={href}
      data-testid={testId}
      data-count={count}
      aria-label={`${label}: ${words}${value === null ? "" : ` (of ${value.toLocaleString("en-US")})`}, open the list`}
      className={className}
    >
      {words}
    </Link>
  );
}
