"use client";

import type { ComponentProps } from "react";
import { BulkBar } from "@/components/marks/bulk-bar";
import { selectedAssetsCsv } from "@/lib/threats/asset-csv";
import type { AssetRecord } from "@/lib/threats/asset-list.types";

/** The bulk bar of /assets' reported list: its rows are the loaded assets, its CSV the assets export's columns with the marks. */
export function AssetBulkBar({ loaded, ...props }: Omit<ComponentProps<typeof BulkBar>, "kind" | "rowIds" | "csv"> & { loaded: readonly AssetRecord[] }) {
  return (
    <BulkBar
      {...props}
      kind="asset"
      rowIds={loaded.map((a) => a.id)}
      csv={(picked, marks) => {
        const rows = loaded.filter((a) => picked.has(a.id));
        return { text: selectedAssetsCsv(rows, marks), name: `assets-selected-${rows.length}.csv` };
      }}
    />
  );
}
