"use client";

import { useQueries } from "@tanstack/react-query";
import { type KeyboardEvent, useMemo } from "react";
import { extendTo, toggleRow } from "@/components/marks/selection-store";
import type { ItemMarks } from "@/lib/marks/marks.types";
import { ASSET_PAGE_SIZE } from "@/lib/queries/asset-lifecycle";
import { marksOptions } from "@/lib/queries/marks";
import { useOrganizationScope } from "@/lib/queries/organization-scope";

/**
 * A row's box in /assets' selection (components/marks/selection-store.ts): a click toggles it, with
 * shift the range from the last one clicked. The table has no row cursor, so the focused box is
 * one: `x` toggles it, shift+j / shift+k select the next / previous row as well and move there.
 */
export function AssetPick({ viewKey, id, label, checked, order }: { viewKey: string; id: string; label: string; checked: boolean; order: readonly string[] }) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (event.key === "x" && !event.shiftKey) {
      event.preventDefault();
      toggleRow(viewKey, id, order);
      return;
    }
    if (!event.shiftKey || (event.key !== "J" && event.key !== "K")) return;
    const next = order[order.indexOf(id) + (event.key === "J" ? 1 : -1)];
    if (next === undefined) return;
    event.preventDefault();
    extendTo(viewKey, id, next);
    event.currentTarget
      .closest("tbody")
      ?.querySelector<HTMLInputElement>(`[data-asset-id="${CSS.escape(next)}"] input[data-testid="asset-pick"]`)
      ?.focus();
  };
  return (
    <input
      type="checkbox"
      data-testid="asset-pick"
      aria-label={`Select ${label}`}
      checked={checked}
      onChange={() => undefined}
      onClick={(event) => toggleRow(viewKey, id, order, event.shiftKey)}
      onKeyDown={onKeyDown}
      className="size-6 sm:size-4"
    />
  );
}

/** The console's marks of the loaded rows, asked by the list's pages of 50 ids, each page once. */
export function useAssetMarks(order: readonly string[]): Map<string, ItemMarks> {
  const org = useOrganizationScope();
  const pages = useMemo(() => {
    const out: string[][] = [];
    for (let i = 0; i < order.length; i += ASSET_PAGE_SIZE) out.push(order.slice(i, i + ASSET_PAGE_SIZE));
    return out;
  }, [order]);
  const answers = useQueries({ queries: pages.map((ids) => marksOptions(org, "asset", ids)) });
  return useMemo(() => {
    const all = new Map<string, ItemMarks>();
    for (const answer of answers) for (const [id, m] of Object.entries(answer.data?.marks ?? {})) all.set(id, m);
    return all;
  }, [answers]);
}
