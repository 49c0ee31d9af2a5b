"use client";

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Input, Select } from "@/components/ui/input";
import { LoadingText } from "@/components/ui/query-state";
import { saveFile } from "@/components/ui/save-file";
import { DataTable, Td } from "@/components/ui/table";
import { callApi } from "@/lib/api/client";
import { ownAssetListApi } from "@/lib/api-routes/own-assets";
import type { OwnAsset } from "@/lib/contract/own-asset";
import { OWN_ASSET_TYPES, type OwnAssetListQuery } from "@/lib/contract/own-asset-request";
import { CSV_BOM, csvDocument } from "@/lib/csv";
import { assetTypeLabel } from "@/lib/format/asset-type";
import { formatCount } from "@/lib/format/number";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { ownAssetKeys, removeOwnAsset, updateOwnAsset } from "@/lib/queries/own-assets";

const PAGE = "200";
const filterParsers = { type: parseAsStringLiteral(OWN_ASSET_TYPES), q: parseAsString };

/** /own-assets: the organization's own assets, filtered and searched by the service, changed by admins. */
export function OwnAssetsView({ canEdit }: { canEdit: boolean }) {
  const org = useOrganizationScope();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useQueryStates(filterParsers, { history: "push" });
  const [search, setSearch] = useState(filters.q ?? "");
  const query: OwnAssetListQuery = { per_page: PAGE, ...(filters.type ? { type: filters.type } : {}), ...(filters.q ? { query: filters.q } : {}) };
  const list = useInfiniteQuery({
    queryKey: ownAssetKeys.list(org, query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => callApi(ownAssetListApi, { query: pageParam ? { ...query, next_page: pageParam } : query }, { signal }),
    getNextPageParam: (page) => page.nextPage,
  });
  const assets = list.data?.pages.flatMap((p) => p.assets) ?? [];
  const [toRemove, setToRemove] = useState<OwnAsset | null>(null);
  const [editing, setEditing] = useState<{ id: OwnAsset["id"]; name: string } | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ownAssetKeys.all(org) });
  const remove = useMutation({
    mutationFn: (asset: OwnAsset) => removeOwnAsset(asset.id),
    onSuccess: (_r, asset) => setNotice({ tone: "success", message: `${asset.content} is no longer one of the organization's own assets.` }),
    onError: (error) => setNotice({ tone: "error", message: `Not removed: ${error.message}` }),
    onSettled: () => {
      setToRemove(null);
      refresh();
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: OwnAsset["id"]; name: string }) => updateOwnAsset(id, { name }),
    onSuccess: () => setEditing(null),
    onError: (error) => setNotice({ tone: "error", message: `Not renamed: ${error.message}` }),
    onSettled: refresh,
  });

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Filter own assets"
        onSubmit={(event) => {
          event.preventDefault();
          void setFilters({ q: search.trim() || null });
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Type</span>
          <Select value={filters.type ?? ""} onChange={(e) => void setFilters({ type: (e.target.value || null) as (typeof OWN_ASSET_TYPES)[number] | null })}>
            <option value="">Every type</option>
            {OWN_ASSET_TYPES.map((t) => (
              <option key={t} value={t}>
                {assetTypeLabel(t)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Search content, name and description</span>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="w-72 max-w-full" />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <Button type="button" variant="secondary" disabled={assets.length === 0} onClick={() => exportCsv(assets)}>
          Download CSV
        </Button>
      </form>
      <div aria-live="polite">
        {notice ? (
          <ActionNotice tone={notice.tone} onDismiss={() => setNotice(null)} testId="own-asset-notice">
            {notice.message}
          </ActionNotice>
        ) : null}
      </div>
      {list.isPending ? (
        <LoadingText>Loading the organization&apos;s own assets…</LoadingText>
      ) : list.isError ? (
        <ErrorPanel error={list.error} title="The own assets could not be loaded" onRetry={() => list.refetch()} />
      ) : assets.length === 0 ? (
        <p className="text-sm">{filters.type || filters.q ? "No own asset matches." : "No own assets yet."}</p>
      ) : (
        <>
          <p className="text-sm text-muted" data-testid="own-assets-count">
            {formatCount(assets.length)} shown{list.hasNextPage ? ", more to load" : ""}
          </p>
          <DataTable
            label="Own assets"
            data-testid="own-assets"
            className="min-w-[48rem]"
            columns={["Asset", "Name", "Type", "Group", "Status"]}
            actions={canEdit}
            items={assets}
            row={(a) => (
              <tr key={String(a.id)} data-testid="own-asset">
                <Td className="min-w-[16rem] break-all font-mono text-xs">{a.content ?? "(not sent)"}</Td>
                <Td>
                  {editing && editing.id === a.id ? (
                    <form
                      className="flex gap-1"
                      onSubmit={(e) => {
                        e.preventDefault();
                        if (editing.name.trim()) rename.mutate({ id: a.id, name: editing.name.trim() });
                      }}
                    >
                      <Input
                        aria-label={`Name of ${a.content}`}
                        value={editing.name}
                        onChange={(e) => setEditing({ id: a.id, name: e.target.value })}
                        className="w-40"
                      />
                      <Button type="submit" size="sm" variant="primary" disabled={rename.isPending}>
                        Save
                      </Button>
                      <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(null)}>
                        Cancel
                      </Button>
                    </form>
                  ) : (
                    (a.name ?? "")
                  )}
                </Td>
                <Td>{assetTypeLabel(a.type)}</Td>
                <Td>{a.group?.name ?? "None"}</Td>
                <Td>{a.status === "ALLOWED" ? "Allowed" : a.status === "BLOCKED" ? "Blocked" : (a.status ?? "Not sent")}</Td>
                {canEdit ? (
                  <Td className="whitespace-nowrap text-right">
                    <Button size="sm" variant="link" onClick={() => setEditing({ id: a.id, name: a.name ?? "" })}>
                      Rename
                    </Button>{" "}
                    <Button size="sm" variant="link" onClick={() => setToRemove(a)}>
                      Remove
                    </Button>
                  </Td>
                ) : null}
              </tr>
            )}
          />
          {list.hasNextPage ? (
            <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? "Loading…" : "Show more"}
            </Button>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove this own asset?"
        confirmLabel="Remove"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => toRemove && remove.mutate(toRemove)}
      >
        {toRemove?.content} stops being one of the organization&apos;s own assets: a proposal on it is no longer warned about in triage. The asset itself stays
        with the service and can be added again.
      </ConfirmDialog>
    </div>
  );
}

function exportCsv(assets: readonly OwnAsset[]): void {
  const rows = [
    ["Content", "Name", "Description", "Type", "Group", "Status", "Added"],
    ...assets.map((a) => [a.content, a.name, a.description, a.type, a.group?.name ?? "", a.status, a.createdAt]),
  ];
  saveFile(new Blob([CSV_BOM + csvDocument(rows)], { type: "text/csv;charset=utf-8" }), "own-assets.csv");
}
