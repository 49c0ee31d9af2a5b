"use client";

import Link from "next/link";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiClientError } from "@/lib/api/errors";
import { can, type Role } from "@/lib/auth/permissions";
import { cn } from "@/lib/cn";
import { saveRule } from "@/lib/queries/alerts";
import { changeView, deleteView, pinView, saveView, setMyDefaultView } from "@/lib/queries/saved-views";
import type { SavedViewEntry } from "@/lib/saved-views/service.types";
import type { SavedViewPage } from "@/lib/saved-views/view-state";
import { useSavedViews } from "./use-saved-views";
import { countText, reviewCostText } from "./view-words";
import { ViewsBarFrame } from "./views-bar-frame";

const ViewNameDialog = lazy(() => import("./view-dialogs").then((m) => ({ default: m.ViewNameDialog })));
const ViewAlertDialog = lazy(() => import("./view-dialogs").then((m) => ({ default: m.ViewAlertDialog })));
// Base UI's popover is code for an opened menu: loaded once the page is up (view-menu-popover.tsx).
const ViewMenuPopover = lazy(() => import("./view-menu-popover").then((m) => ({ default: m.ViewMenuPopover })));
const MENU_TRIGGER_CLASS = "rounded border border-border bg-surface px-2 py-0.5 text-xs font-medium hover:bg-surface-sunken";

type Open = null | "save" | "rename" | "delete" | "alert";

const NO_EXTRA: Record<string, string> = {};
const NOTHING = () => undefined;

/**
 * The views bar at the top of /reports, /triage and /takedowns (issue 34): the team's shared views
 * and the user's own as tabs (a menu on narrow screens), each with its count, and what to do with
 * the open one. `extra`: view state kept outside the address (the reports' density), applied by
 * `applyExtra` when a view opens.
 */
export function ViewsBar({
  page,
  role,
  allLabel,
  extra = NO_EXTRA,
  applyExtra = NOTHING,
  heading,
  actions,
}: {
  page: SavedViewPage;
  role: Role;
  allLabel: string;
  extra?: Record<string, string>;
  applyExtra?: (params: URLSearchParams) => void;
  /** The page's title, on the bar's own line where the page needs the height for its list (/reports). */
  heading?: ReactNode;
  /** The page's own actions, at the end of that line. */
  actions?: ReactNode;
}) {
  const { overview, views, active, modified, current, open, refresh, href } = useSavedViews(page, extra, applyExtra);
  const toast = useToast();
  const [dialog, setDialog] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const data = overview.data;
  const isAdmin = can(role, "admin");

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      toast({ message: done });
    } catch (error) {
      toast({ tone: "error", message: error instanceof ApiClientError ? error.message : "That did not work; try again" });
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const myDefault = data?.myDefaultId ?? null;
  const teamDefault = views.find((v) => v.id === data?.teamDefaultId) ?? null;

  return (
    <ViewsBarFrame
      heading={heading}
      actions={actions}
      below={
        <>
          {active && active.ignored.length > 0 ? (
            <p data-testid="view-ignored" className="mt-1 text-muted">
              Ignored in this view (the page no longer takes them): {active.ignored.map((i) => `${i.key}=${i.value} (${i.reason.toLowerCase()})`).join("; ")}.
            </p>
          ) : null}
          {active && data?.budget ? (
            <p data-testid="view-cost" className="mt-1 text-muted">
              {reviewCostText(active.count, data.budget)}.
            </p>
          ) : null}
          <Suspense fallback={null}>
            {dialog === "save" ? (
              <ViewNameDialog
                page={page}
                state={current}
                title="Save the current filters as a view"
                initial={{ name: "", shared: false }}
                canShare={can(role, "review")}
                renaming={false}
                onClose={() => setDialog(null)}
                onSubmit={async (fields) => {
                  const view = await saveView(page, { ...fields, state: current });
                  await refresh();
                  open({ ...view, count: { count: null, more: false, countedAt: view.createdAt }, ignored: [], canEdit: true }, "replace");
                  toast({ message: `Saved “${view.name}”` });
                }}
              />
            ) : null}
            {dialog === "rename" && active ? (
              <ViewNameDialog
                page={page}
                state={current}
                title={`Rename “${active.name}”`}
                initial={{ name: active.name, shared: active.shared }}
                canShare={false}
                renaming
                onClose={() => setDialog(null)}
                onSubmit={async ({ name }) => {
                  await changeView(page, active.id, { name });
                  await refresh();
                  toast({ message: `Renamed to “${name}”` });
                }}
              />
            ) : null}
            {dialog === "alert" && active ? (
              <ViewAlertDialog
                viewName={active.name}
                count={active.count.count}
                onClose={() => setDialog(null)}
                onSubmit={async (threshold) => {
                  await saveRule({ name: `${active.name}: more than ${threshold}`, condition: { kind: "saved-view-count", viewId: active.id, threshold } });
                  toast({ message: `Alert rule made: “${active.name}” above ${threshold}` });
                }}
              />
            ) : null}
          </Suspense>
          <ConfirmDialog
            open={dialog === "delete" && active !== null}
            title={`Delete “${active?.name ?? ""}”?`}
            confirmLabel="Delete view"
            pending={busy}
            onCancel={() => setDialog(null)}
            onConfirm={() => {
              if (!active) return;
              setDialog(null);
              void act(async () => {
                await deleteView(active.id);
                open(null);
              }, `Deleted “${active.name}”`);
            }}
          >
            {active?.shared ? "The team loses this view too." : "Only you had this view."}
          </ConfirmDialog>
        </>
      }
    >
      <nav aria-label="Views" className="hidden min-w-0 flex-1 flex-wrap items-center gap-1 sm:flex">
        <Tab href={href(null)} current={active === null} label={allLabel} onOpen={() => open(null)} testId="view-tab-all" />
        {views.map((view) => (
          <Tab
            key={view.id}
            href={href(view)}
            current={active?.id === view.id}
            label={view.name}
            count={countText(view.count)}
            note={view.id === data?.defaultId ? "default" : view.shared ? undefined : "personal"}
            title={data?.budget ? reviewCostText(view.count, data.budget) : undefined}
            onOpen={() => open(view)}
            testId={`view-tab-${view.id}`}
          />
        ))}
        {overview.isError ? <span className="text-muted">Views could not be loaded</span> : null}
      </nav>
      <label className="flex min-w-0 flex-1 items-center gap-2 sm:hidden">
        <span className="text-muted">View</span>
        <select
          className="min-w-0 flex-1 rounded border border-border bg-surface px-1.5 py-1"
          value={active?.id ?? ""}
          onChange={(e) => open(views.find((v) => v.id === e.target.value) ?? null)}
        >
          <option value="">{allLabel}</option>
          {views.map((view) => (
            <option key={view.id} value={view.id}>
              {view.name} ({countText(view.count)})
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-1.5">
        {modified && active ? (
          <span data-testid="view-modified" className="flex items-center gap-1.5">
            <span className="rounded bg-warn-soft px-1.5 py-px text-xs font-medium">Modified</span>
            {active.canEdit ? (
              <Button size="sm" disabled={busy} onClick={() => void act(() => changeView(page, active.id, { state: current }), `Saved “${active.name}”`)}>
                Save
              </Button>
            ) : null}
            <Button size="sm" onClick={() => open(active)}>
              Revert
            </Button>
          </span>
        ) : null}
        {/* Off until the bar hydrates: a click on the server's HTML opened nothing (e2e/saved-views.spec.ts, run W). */}
        <Button size="sm" disabled={!hydrated} onClick={() => setDialog("save")}>
          Save as view
        </Button>
        <ViewMenu
          active={active}
          isAdmin={isAdmin}
          isMyDefault={active !== null && myDefault === active.id}
          hasMyDefault={myDefault !== null}
          teamDefault={teamDefault}
          busy={busy}
          onRename={() => setDialog("rename")}
          onUpdate={() => active && void act(() => changeView(page, active.id, { state: current }), `Updated “${active.name}” from the current filters`)}
          onDelete={() => setDialog("delete")}
          onMyDefault={(id) => void act(() => setMyDefaultView(page, id), id ? "This view now opens first for you" : "Your default view is cleared")}
          onPin={(pinned) =>
            active && void act(() => pinView(active.id, pinned), pinned ? `“${active.name}” is the team's default` : "The team's default is unpinned")
          }
          onAlert={() => setDialog("alert")}
          onResetToTeam={() =>
            void act(async () => {
              await setMyDefaultView(page, null);
              open(teamDefault);
            }, "Back to the team's default")
          }
        />
      </div>
    </ViewsBarFrame>
  );
}

function Tab({
  href,
  current,
  label,
  count,
  note,
  title,
  onOpen,
  testId,
}: {
  href: string;
  current: boolean;
  label: string;
  count?: string;
  note?: string;
  title?: string;
  onOpen: () => void;
  testId?: string;
}) {
  return (
    <Link
      href={href}
      scroll={false}
      aria-current={current ? "page" : undefined}
      title={title}
      data-testid={testId}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
      className={cn(
        "flex max-w-64 items-center gap-1.5 rounded px-2 py-0.5 hover:bg-surface-sunken",
        current ? "bg-accent-soft font-medium text-text" : "text-text",
      )}
    >
      <span className="truncate">{label}</span>
      {note ? <span className="text-xs text-muted">{note}</span> : null}
      {count !== undefined ? (
        <span data-testid="view-count" className="rounded bg-surface-sunken px-1 text-xs tabular-nums">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

function ViewMenu({
  active,
  isAdmin,
  isMyDefault,
  hasMyDefault,
  teamDefault,
  busy,
  onRename,
  onUpdate,
  onDelete,
  onMyDefault,
  onPin,
  onAlert,
  onResetToTeam,
}: {
  active: SavedViewEntry | null;
  isAdmin: boolean;
  isMyDefault: boolean;
  hasMyDefault: boolean;
  teamDefault: SavedViewEntry | null;
  busy: boolean;
  onRename: () => void;
  onUpdate: () => void;
  onDelete: () => void;
  onMyDefault: (id: string | null) => void;
  onPin: (pinned: boolean) => void;
  onAlert: () => void;
  onResetToTeam: () => void;
}) {
  const [open, setOpen] = useState(false);
  const item = (label: string, run: () => void, show = true) =>
    show ? (
      <li key={label}>
        <button
          type="button"
          disabled={busy}
          className="w-full rounded px-2 py-1 text-left hover:bg-surface-sunken disabled:opacity-60"
          onClick={() => {
            setOpen(false);
            run();
          }}
        >
          {label}
        </button>
      </li>
    ) : null;
  const items = [
    item("Rename…", onRename, active?.canEdit === true),
    item("Update from current filters", onUpdate, active?.canEdit === true),
    item("Delete…", onDelete, active?.canEdit === true),
    item("Set as my default", () => onMyDefault(active!.id), active !== null && !isMyDefault),
    item("Stop opening this first", () => onMyDefault(null), isMyDefault),
    item("Pin as team default", () => onPin(true), isAdmin && active?.shared === true && !active.pinned),
    item("Unpin team default", () => onPin(false), isAdmin && active?.pinned === true),
    item("Alert me when this view holds more than…", onAlert, isAdmin && active !== null),
    item("Reset to the team default", onResetToTeam, hasMyDefault && teamDefault !== null),
  ].filter(Boolean);
  if (items.length === 0) return null;
  const label = `${active ? "View" : "Views"} ▾`;
  return (
    // Until the popover has loaded (a page drawn in the browser, not hydrated), the same button; a click on it opens the menu once it has.
    <Suspense
      fallback={
        <button type="button" className={MENU_TRIGGER_CLASS} data-testid="view-menu" aria-expanded={open} onClick={() => setOpen(true)}>
          {label}
        </button>
      }
    >
      <ViewMenuPopover open={open} onOpenChange={setOpen} label={label} triggerClassName={MENU_TRIGGER_CLASS}>
        {items}
      </ViewMenuPopover>
    </Suspense>
  );
}
