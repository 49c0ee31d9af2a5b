import "server-only";
import { scopeOfStorageKey } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import type { UpstreamClient } from "@/lib/upstream/client";
import { countView } from "./counts";
import { getAnyView } from "./store";

/** A saved view's name and count, as the alert signal reads it. */
export type SavedViewCount = { name: string; count: number | null; more: boolean };

/** The "saved view count" alert signal: the very count the views bar shows (same cache, same call). */
export async function savedViewCount(upstream: () => UpstreamClient, viewId: string): Promise<SavedViewCount | null> {
  const view = await getAnyView(await getDb(), viewId);
  if (!view) return null;
  const counted = await countView(upstream, scopeOfStorageKey(view.organization), view.page, view.state);
  return { name: view.name, count: counted.count, more: counted.more };
}
