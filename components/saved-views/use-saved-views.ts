"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { savedViewKeys, savedViewsQueryOptions } from "@/lib/queries/saved-views";
import type { SavedViewEntry } from "@/lib/saved-views/service.types";
import { readViewState, type SavedViewPage, stateOfSearch } from "@/lib/saved-views/view-state";

/** Keys of the address that outlive a change of view (the organization a link names). */
const KEPT_KEYS = ["slug"];

/** Where a view's link goes: its id and its saved state, plus what the address keeps. */
export function viewHref(pathname: string, current: URLSearchParams, page: SavedViewPage, view: SavedViewEntry | null, extraKeys: readonly string[]): string {
  const next = new URLSearchParams();
  if (view) {
    next.set("view", view.id);
    for (const [key, value] of readViewState(page, view.state).params) if (!extraKeys.includes(key)) next.set(key, value);
  }
  for (const key of KEPT_KEYS) {
    const value = current.get(key);
    if (value !== null) next.set(key, value);
  }
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The views of a page and the one the address names (`?view=ID`): whether the page differs from
 * it ("Modified"), how to open one, and where a visit opens. A link to `?view=ID` with no filters
 * of its own shows the view as saved; the first visit of a page in a browser session, with no
 * filters in the address, opens the user's default view, else the team's.
 */
export function useSavedViews(page: SavedViewPage, extra: Record<string, string>, applyExtra: (params: URLSearchParams) => void) {
  const org = useOrganizationScope();
  const queryClient = useQueryClient();
  const overview = useQuery(savedViewsQueryOptions(org, page));
  const router = useRouter();
  const pathname = usePathname() ?? "/";
  const search = useSearchParams() ?? new URLSearchParams();
  const searchText = search.toString();
  const extraKeys = useMemo(() => Object.keys(extra), [extra]);
  const current = useMemo(() => stateOfSearch(page, new URLSearchParams(searchText), extra), [page, searchText, extra]);
  const inAddress = useMemo(() => stateOfSearch(page, new URLSearchParams(searchText)), [page, searchText]);
  const activeId = new URLSearchParams(searchText).get("view");
  const views = overview.data?.views ?? [];
  const active = views.find((v) => v.id === activeId) ?? null;
  const saved = active ? readViewState(page, active.state).params.toString() : null;
  const modified = active !== null && saved !== current;

  const open = useCallback(
    (view: SavedViewEntry | null, how: "push" | "replace" = "push") => {
      const href = viewHref(pathname, new URLSearchParams(searchText), page, view, extraKeys);
      if (how === "replace") router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
      applyExtra(view ? readViewState(page, view.state).params : new URLSearchParams());
    },
    [pathname, searchText, page, extraKeys, router, applyExtra],
  );

  // A link to a view, without filters of its own: show the view as saved (once per view named); a
  // link with filters keeps them, and takes the view's density.
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!active || shownFor.current === active.id) return;
    shownFor.current = active.id;
    if (inAddress === "" && saved !== "" && saved !== current) open(active, "replace");
    else applyExtra(readViewState(page, active.state).params);
  }, [active, inAddress, saved, current, open, applyExtra, page]);

  // The first visit of this page in the browser session, without filters: the default view.
  useEffect(() => {
    if (!overview.data) return;
    const key = `rampart.views.opened.${page}`;
    let seen = true;
    try {
      seen = window.sessionStorage.getItem(key) !== null;
      window.sessionStorage.setItem(key, "1");
    } catch {
      // Storage refused (a private window): no default is opened rather than one on every visit.
    }
    if (seen || activeId !== null || inAddress !== "") return;
    const landing = overview.data.views.find((v) => v.id === overview.data.defaultId);
    if (landing) open(landing, "replace");
  }, [overview.data, page, activeId, inAddress, open]);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: savedViewKeys.all(org) }), [queryClient, org]);
  return {
    overview,
    views,
    active,
    modified,
    current,
    open,
    refresh,
    href: (view: SavedViewEntry | null) => viewHref(pathname, search, page, view, extraKeys),
  };
}
