// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { clearSelection } from "@/components/marks/selection-store";
import { ToastProvider } from "@/components/ui/toast";
import type { AssetFilterValues } from "@/lib/queries/asset-lifecycle";
import { NO_ASSET_FILTERS } from "./asset-filters";
import { AssetsView } from "./assets-view";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } });

const asset = (n: number) => ({
  id: `a${n}`,
  content: `https://a${n}.test/login`,
  type: "URL",
  status: null,
  state: "blocked",
  liveness: "ALIVE",
  brands: [],
  firstReportedAt: "2026-11-20T10:00:00.000Z",
  escalatedAt: null,
  blockedAt: null,
  takedownStatus: null,
  takedownSubmittedAt: null,
  takedownCompletedAt: null,
  detailsUrl: null,
  updatedAt: null,
  liveAgainAt: null,
});

const FILTERS: AssetFilterValues = { ...NO_ASSET_FILTERS, state: ["blocked"] };
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  clearSelection();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, "http://console.test").pathname;
      if (init?.method === "POST" && path === "/api/marks/bulk") {
        posted.push(JSON.parse(String(init.body)));
        return json({ batchId: "mb_abcdefghijkl", count: 120, changed: 120, undoUntil: new Date(Date.now() + 60_000).toISOString() });
      }
      // The first of 120 stored blocked assets: one page of 50 loaded.
      if (path === "/api/assets") return json({ assets: Array.from({ length: 50 }, (_, i) => asset(i + 1)), nextCursor: "next", total: 120 });
      if (path === "/api/marks") return json({ marks: { a1: { tags: ["kit-9"], assignee: "carol", snoozed: false, snoozedUntil: null, notes: [] } } });
      return json({ error: { code: "NOT_FOUND", message: "Not here", requestId: "r" } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderView(onChange: (next: AssetFilterValues) => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <AssetsView tab="reported" value={FILTERS} onChange={onChange} onTab={() => undefined} canWrite me="bob" />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

it("selects assets by box, shift-click range and keys, then every one matching the filter, and tags them in one request", async () => {
  const user = userEvent.setup();
  renderView();

  const picks = await screen.findAllByTestId("asset-pick", {}, { timeout: 5_000 });
  expect(picks).toHaveLength(50);
  // The rows show their console marks.
  const first = screen.getAllByTestId("asset-row")[0]!;
  expect(within(await within(first).findByTestId("asset-marks")).getByText("kit-9")).toBeTruthy();
  expect(within(first).getByText("Assigned to carol")).toBeTruthy();

  await user.click(picks[1]!);
  await user.keyboard("{Shift>}");
  await user.click(picks[4]!);
  await user.keyboard("{/Shift}");
  const count = await screen.findByTestId("selected-count", {}, { timeout: 5_000 });
  expect(count.textContent).toBe("4 selected");
  expect(picks.map((p) => (p as HTMLInputElement).checked).indexOf(true)).toBe(1);
  // x on the focused box toggles its row; shift+j adds the next row and moves there.
  await user.keyboard("x");
  expect(count.textContent).toBe("3 selected");
  await user.keyboard("{Shift>}J{/Shift}");
  expect(count.textContent).toBe("5 selected");
  expect(document.activeElement).toBe(picks[5]);

  await user.click(screen.getByRole("button", { name: "Select all 120 matching this filter" }));
  expect(count.textContent).toBe("All 120 assets matching this filter selected");
  expect(picks.every((p) => (p as HTMLInputElement).checked)).toBe(true);
  await user.type(within(screen.getByTestId("bulk-bar")).getByRole("textbox", { name: "Tag" }), "campaign-x");
  await user.click(screen.getByRole("button", { name: "Apply to 120" }));
  expect(await screen.findByTestId("bulk-done")).toHaveProperty("textContent", expect.stringContaining("Tagged 120 assets campaign-x"));
  expect(posted).toEqual([{ kind: "asset", selection: { filter: "state=blocked" }, action: { type: "tag", tag: "campaign-x" } }]);
});

it("filters by the console's marks: a tag, assigned to me, snoozed (hidden otherwise), in the address", async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderView(onChange);
  const form = await screen.findByRole("form", { name: "Filter the assets" });
  await user.type(within(form).getByRole("textbox", { name: "Tag" }), "Kit-9");
  await user.click(within(form).getByRole("checkbox", { name: "Assigned to me" }));
  await user.click(within(form).getByRole("checkbox", { name: "Snoozed (hidden otherwise)" }));
  await user.click(within(form).getByRole("button", { name: "Apply filters" }));
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ state: ["blocked"], tag: "kit-9", assignee: "bob", snoozed: true }));
});
