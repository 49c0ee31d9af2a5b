"use client";

import { useState } from "react";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { saveFile } from "@/components/ui/save-file";
import { snapshotFileName, snapshotToCsv, snapshotToMarkdown } from "./snapshot-export";
import { formatUpdated } from "./time-format";
import { useSecondClock } from "./use-second-clock";

const button =
  "rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800";

function download(name: string, text: string, type: string) {
  saveFile(new Blob([text], { type }), name);
}

/** "Updated HH:MM:SS (N s ago)", refresh now, copy as Markdown, download as CSV. */
export function SnapshotToolbar({
  snapshot,
  updatedAt,
  fetching,
  onRefresh,
}: {
  snapshot: QueueSnapshot | undefined;
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
}) {
  const now = useSecondClock();
  const [copied, setCopied] = useState<"done" | "failed" | null>(null);

  async function copy() {
    if (!snapshot) return;
    try {
      await navigator.clipboard.writeText(snapshotToMarkdown(snapshot));
      setCopied("done");
    } catch {
      setCopied("failed");
    }
    setTimeout(() => setCopied(null), 4000);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="snapshot-updated" aria-live="off">
        {snapshot && updatedAt > 0 && now !== null ? formatUpdated(updatedAt, Math.max(now, updatedAt)) : "\u00a0"}
      </p>
      <button type="button" className={button} onClick={onRefresh} disabled={fetching}>
        {fetching ? "Refreshing…" : "Refresh now"}
      </button>
      <button type="button" className={button} onClick={copy} disabled={!snapshot}>
        Copy as Markdown
      </button>
      <button
        type="button"
        className={button}
        disabled={!snapshot}
        onClick={() => snapshot && download(snapshotFileName(snapshot, "csv"), snapshotToCsv(snapshot), "text/csv;charset=utf-8")}
      >
        Download CSV
      </button>
      <span role="status" className="text-sm">
        {copied === "done" ? "Copied to the clipboard." : copied === "failed" ? "Copy failed: the browser refused the clipboard." : ""}
      </span>
    </div>
  );
}
