import "server-only";
import { can } from "@/lib/auth/permissions";
import type { Principal, UserPrincipal } from "@/lib/auth/principal";
import { forbidden, refusal } from "@/lib/bff/errors";
import { type OrganizationScope, storageKeyOf } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { triageReviews } from "@/lib/triage/triage-service";
import type { UpstreamClient } from "@/lib/upstream/client";
import { countView } from "./counts";
import type { SavedViewsOverview } from "./service.types";
import { changeView, defaultViewOf, getView, listViews, myDefaultId } from "./store";
import type { SavedView } from "./store.types";
import { readViewState, type SavedViewPage } from "./view-state";

export function userOf(principal: Principal | null): UserPrincipal {
  if (principal?.kind !== "user") throw forbidden();
  return principal;
}

/**
 * Its owner may change a personal view. A shared view is managed by admins, and by its owner only
 * while their role may share views: an owner demoted to viewer loses control of what the team
 * uses (rename, refilter, unshare, delete) and keeps their personal views.
 */
export function canEditView(user: UserPrincipal, view: SavedView): boolean {
  if (!view.shared) return view.ownerId === user.userId;
  return can(user.role, "admin") || (view.ownerId === user.userId && can(user.role, "review"));
}

/** Why the caller may not change or delete this view, in words. */
export function editRefusal(view: SavedView): string {
  return view.shared ? "A shared view is changed by an admin, or by its owner while they are a reviewer or admin" : "Only its owner may change this view";
}

/** Shared views are made by reviewers and admins; viewers keep personal ones. */
export function checkMayShare(user: UserPrincipal, shared: boolean | undefined): void {
  if (shared && !can(user.role, "review")) throw forbidden("Viewers may keep personal views; shared views are made by reviewers and admins");
}

export async function savedViewsOverview(
  upstream: () => UpstreamClient,
  organization: OrganizationScope,
  page: SavedViewPage,
  user: UserPrincipal,
): Promise<SavedViewsOverview> {
  const db = await getDb();
  const place = { organization: storageKeyOf(organization), page };
  const [views, mine] = await Promise.all([listViews(db, place, user.userId), myDefaultId(db, place, user.userId)]);
  const counts = await Promise.all(views.map((v) => countView(upstream, organization, page, v.state)));
  const entries = views.map((view, i) => ({ ...view, count: counts[i]!, ignored: readViewState(page, view.state).ignored, canEdit: canEditView(user, view) }));
  const visibleMine = views.some((v) => v.id === mine) ? mine : null;
  const budget = page === "triage" ? (await triageReviews(organization, { username: user.username, userId: user.userId })).budget : undefined;
  return {
    views: entries,
    myDefaultId: visibleMine,
    defaultId: defaultViewOf(views, visibleMine)?.id ?? null,
    teamDefaultId: views.find((v) => v.pinned)?.id ?? null,
    ...(budget ? { budget: { remaining: budget.remaining, limit: budget.limit } } : {}),
  };
}

/** A view the caller sees (shared, or their own), else 404. */
export async function visibleView(organization: OrganizationScope, id: string, user: UserPrincipal): Promise<SavedView> {
  const view = await getView(await getDb(), storageKeyOf(organization), id);
  if (!view || (!view.shared && view.ownerId !== user.userId)) throw refusal(404, "No saved view with this id");
  return view;
}

export async function changeSavedView(
  organization: OrganizationScope,
  id: string,
  user: UserPrincipal,
  change: { page: SavedViewPage; name?: string; state?: string; shared?: boolean },
): Promise<SavedView> {
  const view = await visibleView(organization, id, user);
  if (view.page !== change.page) throw refusal(404, "No saved view with this id on this page");
  if (!canEditView(user, view)) throw forbidden(editRefusal(view));
  checkMayShare(user, change.shared);
  const changed = await changeView(await getDb(), storageKeyOf(organization), id, change);
  if (!changed) throw refusal(404, "No saved view with this id");
  return changed;
}
