"use client";

import type { KeyboardEvent, ReactNode } from "react";
import { RowMarks } from "@/components/marks/row-marks";
import { SlaBadge } from "@/components/reports/report-badges";
import { Badge } from "@/components/ui/badge";
import { CodeLabel } from "@/components/ui/code-label";
import { NOT_SENT, reportTitle } from "@/lib/format/not-sent";
import type { ItemMarks } from "@/lib/marks/marks.types";
import type { QueueItem } from "./queue";
import type { ReviewFailure } from "./review-errors";

/** Boxes beside the proposals, for a decision on many at once (components/triage/bulk-decision-bar.tsx). */
export type Picking = { checked: (key: string) => boolean; toggle: (key: string, range: boolean) => void };

/**
 * The queue as a list of buttons with one tab stop (the selected proposal). Arrow keys move
 * inside the list; j/k do the same from anywhere on the page.
 */
export function QueueList({
  items,
  selectedIndex,
  failures,
  onSelect,
  afterSelected,
  picking,
  marks,
}: {
  items: QueueItem[];
  selectedIndex: number;
  failures: ReadonlyMap<string, ReviewFailure>;
  onSelect: (index: number, focus: boolean) => void;
  /** Shown right under the selected item (narrow screens: the detail next to what was tapped). */
  afterSelected?: ReactNode;
  picking?: Picking;
  /** The console's tags, assignee and snooze of the items, by key (every role reads them). */
  marks?: ReadonlyMap<string, ItemMarks>;
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
        <li key={item.key} className={picking ? "flex items-start gap-2" : undefined}>
          {picking ? (
            <input
              type="checkbox"
              data-testid="queue-pick"
              aria-label={`Select proposal ${index + 1} of ${items.length}`}
              checked={picking.checked(item.key)}
              onChange={() => undefined}
              onClick={(event) => picking.toggle(item.key, event.shiftKey)}
              className="mt-3 size-4 shrink-0"
            />
          ) : null}
          <div className={picking ? "min-w-0 flex-1" : undefined}>
            <QueueEntry
              item={item}
              position={`${index + 1} of ${items.length}`}
              selected={index === selectedIndex}
              failure={failures.get(item.key)}
              marks={marks?.get(item.key)}
              onClick={() => onSelect(index, true)}
            />
            {index === selectedIndex && afterSelected ? <div className="mt-2">{afterSelected}</div> : null}
          </div>
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
  marks,
  onClick,
}: {
  item: QueueItem;
  position: string;
  selected: boolean;
  failure?: ReviewFailure;
  marks?: ItemMarks;
  onClick: () => void;
}) {
  const { asset } = item.proposal;
  return (
    <button
      type="button"
      data-queue-key={item.key}
      data-testid="queue-item"
      tabIndex={selected ? 0 : -1}
      aria-current={selected ? "true" : undefined}
      onClick={onClick}
      className={`block w-full rounded border p-2 text-left text-sm ${
        selected ? "border-accent bg-accent-soft ring-1 ring-accent" : "border-border hover:bg-surface-raised"
      }`}
    >
      <span className="sr-only">Proposal {position}: </span>
      <span className="flex flex-wrap items-center gap-2">
        <Badge>{asset?.type ? <CodeLabel kind="assetType" value={asset.type} /> : `Asset ${NOT_SENT}`}</Badge>
        <SlaBadge report={item.report} />
        {item.waiting ? null : <span className="rounded border border-border px-1.5 py-0.5 text-xs">Not waiting on your organization</span>}
        {item.certainty === "maybe" ? <span className="rounded border border-border px-1.5 py-0.5 text-xs">May be waiting on another organization</span> : null}
        {item.claim && !item.claim.mine ? (
          <Badge tone="warn" data-testid="queue-claim">
            Being reviewed by {item.claim.username}
          </Badge>
        ) : null}
        {marks ? <RowMarks marks={marks} /> : null}
        {selected ? <span className="ml-auto text-xs font-medium text-accent">Selected</span> : null}
      </span>
      <span className="mt-1 block break-all font-mono">{asset?.content ?? `(content ${NOT_SENT})`}</span>
      <span className="block text-muted">
        {reportTitle(item.report.title)} · report {String(item.report.id)}
      </span>
      {failure ? <span className="mt-1 block font-medium text-fail">{failure.message}</span> : null}
    </button>
  );
}
