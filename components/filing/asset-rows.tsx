"use client";

import { reportPath } from "@/components/reports/report-path";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableHead, Td } from "@/components/ui/table";
import type { CheckedRow } from "@/lib/contract/filing-console";
import { assetTypeLabel } from "@/lib/format/asset-type";
import { KNOWN_STATE_WORDS } from "@/lib/format/filing";

/** One asset of the draft: what the service parsed, what it already knows (null until checked), whether to file it. */
export type DraftRow = { id: string; content: string; type: string | null; check: CheckedRow | null; file: boolean };

const TONE: Record<string, string> = {
  new: "text-ok",
  pending: "text-warn",
  reported: "text-warn",
  blocked: "text-fail",
  allowed: "text-muted",
};

function Known({ row }: { row: DraftRow }) {
  if (row.check === null) return <span className="text-muted">Not checked yet</span>;
  const { state, reports } = row.check;
  return (
    <span className={TONE[state]} data-testid="known-state" data-state={state}>
      {KNOWN_STATE_WORDS[state]}
      {reports.slice(0, 2).map((r) => (
        <a key={String(r.id)} href={reportPath(String(r.id))} className="ml-2 text-accent underline underline-offset-2" data-testid="known-report">
          report {String(r.id)}
        </a>
      ))}
      {reports.length > 2 ? <span className="ml-1 text-muted">and {reports.length - 2} more</span> : null}
    </span>
  );
}

/** The draft's assets: each editable and removable; one the service knows is filed only when its box is ticked. */
export function AssetRows({ rows, onChange, disabled }: { rows: readonly DraftRow[]; onChange: (rows: DraftRow[]) => void; disabled: boolean }) {
  const update = (id: string, patch: Partial<DraftRow>) => onChange(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  return (
    <div className="sm:overflow-x-auto">
      <Table caption="Assets found in the pasted text" data-testid="asset-rows" className="block sm:table">
        <TableHead columns={["File", "Asset", "Type", "What the service knows"]} actions className="hidden sm:table-header-group" />
        <tbody className="block sm:table-row-group">
          {rows.map((row, i) => (
            // Below the sm breakpoint each row is a small card: the box and the asset on one line, the rest under them.
            <tr key={row.id} className="flex flex-wrap items-center gap-x-2 border-b border-border py-1 align-top sm:table-row sm:py-0" data-testid="asset-row">
              <Td className="max-sm:border-b-0 max-sm:px-0">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={row.file}
                  disabled={disabled}
                  aria-label={row.check && row.check.state !== "new" ? `File ${row.content} anyway` : `File ${row.content}`}
                  onChange={(e) => update(row.id, { file: e.target.checked })}
                />
              </Td>
              <Td className="min-w-0 flex-1 max-sm:border-b-0 max-sm:px-0 sm:min-w-64">
                <Input
                  value={row.content}
                  disabled={disabled}
                  aria-label={`Asset ${i + 1}`}
                  className="w-full font-mono"
                  spellCheck={false}
                  onChange={(e) => update(row.id, { content: e.target.value, check: null })}
                />
              </Td>
              <Td className="whitespace-nowrap max-sm:basis-full max-sm:border-b-0 max-sm:px-0 max-sm:py-0 max-sm:text-xs max-sm:text-muted">
                {assetTypeLabel(row.type)}
              </Td>
              <Td className="max-sm:border-b-0 max-sm:px-0 max-sm:py-0">
                <Known row={row} />
              </Td>
              <Td className="max-sm:ml-auto max-sm:border-b-0 max-sm:px-0">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  aria-label={`Remove ${row.content}`}
                  onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
                >
                  Remove
                </Button>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
