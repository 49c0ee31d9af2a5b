"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { MarksBulkBar } from "@/components/marks/marks-bulk-bar";
import { assetListApi } from "@/lib/api-routes/assets";
import { apiPrefix } from "@/lib/queries/api-key";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { selectedAssetsCsv } from "@/lib/threats/asset-csv";
import type { AssetRecord } from "@/lib/threats/asset-list.types";

/** The bulk bar of /assets' reported list: its rows are the loaded assets, its CSV the assets export's columns with the marks. */
export function AssetBulkBar({ loaded, ...props }: Omit<ComponentProps<typeof MarksBulkBar>, "kind" | "rowIds" | "csv"> & { loaded: readonly AssetRecord[] }) {
  const queryClient = useQueryClient();
  const org = useOrganizationScope();
  return (
    <MarksBulkBar
      {...props}
      kind="asset"
      // The list filters by marks and leaves snoozed assets out: it reads itself again after an action.
      onChanged={() => void queryClient.invalidateQueries({ queryKey: apiPrefix(org, assetListApi) })}
      rowIds={loaded.map((a) => a.id)}
      csv={(picked, marks) => {
        const rows = loaded.filter((a) => picked.has(a.id));
        return { text: selectedAssetsCsv(rows, marks), name: `assets-selected-${rows.length}.csv` };
      }}
    />
  );
}
