"use client";

import type { KeyboardEvent, ReactNode } from "react";
import type { QueueItem } from "./queue";
import type { ReviewFailure } from "./review-errors";
import { describeSla, SLA_TONE } from "./sla-text";

/**
 * The queue as a list of buttons with one tab stop (the selected proposal). Arrow keys move
 * inside the list; j/k do the same from anywhere on the page.
 */
export function QueueList({
  items,
  selectedIndex,
  failures,
  now,
  onSelect,
  afterSelected,
}: {
  items: QueueItem[];
  selectedIndex: number;
  failures: ReadonlyMap<string, ReviewFailure>;
  now: number;
  onSelect: (index: number, focus: boolean) => void;
  /** Shown right under the selected item (narrow screens: the detail next to what was tapped). */
  afterSelected?: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const moves: Record<string, number> = { ArrowDown: selectedIndex + 1, ArrowUp: selectedIndex - 1, Home: 0, End: items.length - 1 };
    const to = moves[event.key];
    if (to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onSelect(Math.min(Math.max(to, 0), items.length - 1), true);
  };
  return (
    <ol aria-label="Proposals waiting for review" className="flex flex-col gap-2" onKeyDown={onKeyDown}>
      {items.map((item, index) => (
        <li key={item.key}>
          <QueueEntry
            item={item}
            position={`${index + 1} of ${items.length}`}
            selected={index === selectedIndex}
            failure={failures.get(item.key)}
            now={now}
            onClick={() => onSelect(index, true)}
          />
          {index === selectedIndex && afterSelected ? <div className="mt-2">{afterSelected}</div> : null}
        </li>
      ))}
    </ol>
  );
}

function QueueEntry({
  item,
  position,
  selected,
  failure,
  now,
  onClick,
}: {
  item: QueueItem;
  position: string;
  selected: boolean;
  failure?: ReviewFailure;
  now: number;
  onClick: () => void;
}) {
  const sla = describeSla(item.report.slaDueAt, now);
  const { asset } = item.proposal;
  return (
    <button
      type="button"
      data-queue-key={item.key}
      data-testid="queue-item"
      tabIndex={selected ? 0 : -1}
      aria-current={selected ? "true" : undefined}
      onClick={onClick}
      className={`block w-full rounded border p-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
        selected
          ? "border-blue-600 bg-blue-50 ring-1 ring-blue-600 dark:border-blue-400 dark:bg-blue-950 dark:ring-blue-400"
          : "border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
      }`}
    >
      <span className="sr-only">Proposal {position}: </span>
      <span className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-900 dark:bg-slate-700 dark:text-slate-100">{asset.type}</span>
        <span className={`rounded px-1.5 py-0.5 text-xs ${SLA_TONE[sla.bucket]}`}>{sla.text}</span>
        {item.waiting ? null : (
          <span className="rounded border border-slate-400 px-1.5 py-0.5 text-xs">Not waiting on your organization</span>
        )}
        {item.certainty === "maybe" ? (
          <span className="rounded border border-slate-400 px-1.5 py-0.5 text-xs">May be waiting on another organization</span>
        ) : null}
        {item.claim && !item.claim.mine ? (
          <span data-testid="queue-claim" className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            Being reviewed by {item.claim.username}
          </span>
        ) : null}
        {selected ? <span className="ml-auto text-xs font-medium text-blue-800 dark:text-blue-200">Selected</span> : null}
      </span>
      <span className="mt-1 block break-all font-mono">{asset.content}</span>
      <span className="block text-slate-600 dark:text-slate-400">
        {item.report.title} · report {String(item.report.id)}
      </span>
      {failure ? <span className="mt-1 block font-medium text-red-800 dark:text-red-300">{failure.message}</span> : null}
    </button>
  );
}
