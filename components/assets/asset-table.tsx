"use client";

import Link from "next/link";
import { useMemo } from "react";
import { RowMarks } from "@/components/marks/row-marks";
import { useSelection } from "@/components/marks/selection-store";
import { CodeLabel } from "@/components/ui/code-label";
import { DataTable, Td } from "@/components/ui/table";
import type { AssetRecord } from "@/lib/threats/asset-list.types";
import { AssetPick, useAssetMarks } from "./asset-pick";
import { FollowButton } from "./follow-button";
import { AssetContent, LivenessLabel, reportsOfAsset, StateBadge, StepDate } from "./lifecycle-cells";

const COLUMNS = ["Select", "Asset", "State", "Liveness", "Brands", "First reported", "Escalated", "Blocked", "Takedown", "Reports", "Follow"];

/** The reported assets, each row with its box in the selection of `viewKey` and the console's marks on it. */
export function AssetTable({ assets, viewKey }: { assets: readonly AssetRecord[]; viewKey: string }) {
  const order = useMemo(() => assets.map((a) => a.id), [assets]);
  const selection = useSelection(viewKey);
  const marks = useAssetMarks(order);
  return (
    <DataTable
      label="Reported assets, newest first reported first"
      className="min-w-[80rem]"
      columns={COLUMNS}
      items={assets}
      row={(a) => {
        const reports = reportsOfAsset(a.content);
        const checked = selection.all || selection.ids.has(a.id);
        const rowMarks = marks.get(a.id);
        return (
          <tr key={a.id} data-testid="asset-row" data-asset-id={a.id} className={`border-b border-border align-top ${checked ? "bg-accent-soft" : ""}`}>
            <Td>
              <AssetPick viewKey={viewKey} id={a.id} label={a.content ?? `asset ${a.id}`} checked={checked} order={order} />
            </Td>
            <Td className="max-w-[22rem]">
              <AssetContent content={a.content} type={a.type} />
              {rowMarks && (rowMarks.tags.length > 0 || rowMarks.assignee || rowMarks.snoozed) ? (
                <span className="mt-1 flex flex-wrap gap-1" data-testid="asset-marks">
                  <RowMarks marks={rowMarks} />
                </span>
              ) : null}
            </Td>
            <Td>
              <StateBadge state={a.state} />
            </Td>
            <Td>
              <LivenessLabel liveness={a.liveness} liveAgainAt={a.liveAgainAt} />
            </Td>
            <Td>{a.brands.length === 0 ? <span className="text-muted">None named</span> : a.brands.map((b) => b.name ?? b.slug).join(", ")}</Td>
            <Td>
              <StepDate iso={a.firstReportedAt} />
            </Td>
            <Td>
              <StepDate iso={a.escalatedAt} />
            </Td>
            <Td>
              <StepDate iso={a.blockedAt} />
            </Td>
            <Td data-testid="asset-takedown">
              {a.takedownStatus === null ? (
                <span className="text-muted">None</span>
              ) : (
                <span className="flex flex-col">
                  <CodeLabel kind="takedownStatus" value={a.takedownStatus} className="font-medium" />
                  <span className="text-xs text-muted">
                    Submitted <StepDate iso={a.takedownSubmittedAt} />
                  </span>
                  {a.takedownCompletedAt ? (
                    <span className="text-xs text-muted">
                      Completed <StepDate iso={a.takedownCompletedAt} />
                    </span>
                  ) : null}
                </span>
              )}
            </Td>
            <Td>
              {reports ? (
                <Link href={reports} className="text-accent underline underline-offset-2">
                  Its reports
                </Link>
              ) : null}
            </Td>
            <Td>
              <FollowButton assetId={a.id} label={a.content ?? `asset ${a.id}`} />
            </Td>
          </tr>
        );
      }}
    />
  );
}
