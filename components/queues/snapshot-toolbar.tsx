"use client";

import { Button } from "@/components/ui/button";
import { saveFile } from "@/components/ui/save-file";
import { useToast } from "@/components/ui/toast";
import { useNow } from "@/components/ui/use-now";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { formatUpdated } from "@/lib/format/relative";
import { snapshotFileName, snapshotToCsv, snapshotToMarkdown } from "./snapshot-export";

function download(name: string, text: string, type: string) {
  saveFile(new Blob([text], { type }), name);
}

/** "Updated HH:MM:SS (N s ago)", refresh now, copy as Markdown, download as CSV. */
export function SnapshotToolbar({
  snapshot,
  updatedAt,
  fetching,
  onRefresh,
  staleThresholdHours,
}: {
  snapshot: QueueSnapshot | undefined;
  /** The stale window the snapshot was asked with, written into both exports. */
  staleThresholdHours?: number;
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
}) {
  const now = useNow("second");
  const toast = useToast();

  async function copy() {
    if (!snapshot) return;
    try {
      await navigator.clipboard.writeText(snapshotToMarkdown(snapshot, staleThresholdHours));
      toast({ message: "Copied to the clipboard." });
    } catch {
      toast({ tone: "error", message: "Copy failed: the browser refused the clipboard." });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-muted" data-testid="snapshot-updated" aria-live="off">
        {snapshot && updatedAt > 0 && now !== null ? formatUpdated(updatedAt, Math.max(now, updatedAt)) : "\u00a0"}
      </p>
      <Button onClick={onRefresh} disabled={fetching}>
        {fetching ? "Refreshing…" : "Refresh now"}
      </Button>
      <Button onClick={copy} disabled={!snapshot}>
        Copy as Markdown
      </Button>
      <Button
        disabled={!snapshot}
        onClick={() => snapshot && download(snapshotFileName(snapshot, "csv"), snapshotToCsv(snapshot, staleThresholdHours), "text/csv;charset=utf-8")}
      >
        Download CSV
      </Button>
    </div>
  );
}
