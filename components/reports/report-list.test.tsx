// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render as renderBare } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Report } from "@/lib/contract/report";
import type { ListItem, ListPaging } from "./list-item";
import { ReportList } from "./report-list";
import { REPORT_ROW_HEIGHT } from "./report-row";
import { readScrollOffset, saveScrollOffset } from "./scroll-memory";

// The rows read the console's marks of what is loaded (a query): a client that never asks the network.
const render = (ui: ReactNode) =>
  renderBare(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>{children}</QueryClientProvider>
    ),
  });

// jsdom has no layout: give every element an 800 px viewport and a scroll offset that sticks.
const offsets = new WeakMap<Element, number>();
const descriptors: [object, string, PropertyDescriptor | undefined][] = [];
function stub(target: object, key: string, descriptor: PropertyDescriptor) {
  descriptors.push([target, key, Object.getOwnPropertyDescriptor(target, key)]);
  Object.defineProperty(target, key, { configurable: true, ...descriptor });
}
beforeAll(async () => {
  // The rows are a lazily loaded module: loaded before the first render, as the page's own early import does in a browser.
  await import("./report-virtual-rows");
  stub(HTMLElement.prototype, "clientHeight", { get: () => 800 });
  stub(HTMLElement.prototype, "clientWidth", { get: () => 1000 });
  stub(Element.prototype, "scrollTop", {
    get(this: Element) {
      return offsets.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      offsets.set(this, value);
    },
  });
  stub(Element.prototype, "scrollTo", {
    value(this: Element, options: ScrollToOptions) {
      offsets.set(this, options.top ?? 0);
      this.dispatchEvent(new Event("scroll"));
    },
  });
});
afterAll(() => {
  for (const [target, key, descriptor] of descriptors.reverse()) {
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else delete (target as Record<string, unknown>)[key];
  }
});
afterEach(cleanup);

const report = (i: number) =>
  ({
    id: 100_000 - i,
    title: `Report ${i}`,
    status: "TODO",
    source: "APP",
    createdAt: "2026-11-20T10:00:00.000Z",
    slaDueAt: null,
    favoritedAt: null,
    duplicateOfId: null,
    proposals: [],
    assets: [],
  }) as unknown as Report;

const items: ListItem[] = Array.from({ length: 5000 }, (_, i) => ({ key: String(i), report: report(i), depth: 0 }));
const openReport = { href: (id: string) => `?report=${id}`, open: () => {} };

function paging(overrides: Partial<ListPaging> = {}): ListPaging {
  return { hasNextPage: true, isFetchingNextPage: false, nextPageError: null, fetchNextPage: vi.fn(), totalCount: 9000, uniqueCount: null, ...overrides };
}

const renderedIndexes = (container: HTMLElement) => [...container.querySelectorAll("li[data-index]")].map((li) => Number(li.getAttribute("data-index")));

describe("ReportList", () => {
  it("keeps only the rows near the viewport in the DOM with 5,000 loaded", async () => {
    const p = paging();
    const { container, getByTestId } = render(
      <ReportList items={items} viewKey="a" selectedId={null} openReport={openReport} paging={p} scrollToTopSignal={0} />,
    );
    expect(renderedIndexes(container).length).toBeLessThan(60);
    expect(p.fetchNextPage).not.toHaveBeenCalled();

    const scroller = getByTestId("report-list-scroller");
    await act(async () => {
      scroller.scrollTop = 4_000 * REPORT_ROW_HEIGHT;
      scroller.dispatchEvent(new Event("scroll"));
    });
    const shown = renderedIndexes(container);
    expect(shown.length).toBeLessThan(60);
    expect(Math.min(...shown)).toBeGreaterThan(3_980);
    expect(readScrollOffset("a")).toBe(4_000 * REPORT_ROW_HEIGHT);
  });

  it("asks for the next page before the end is reached, once, and not after a failed page", async () => {
    const p = paging();
    const { getByTestId, rerender } = render(
      <ReportList items={items} viewKey="b" selectedId={null} openReport={openReport} paging={p} scrollToTopSignal={0} />,
    );
    const scroller = getByTestId("report-list-scroller");
    await act(async () => {
      scroller.scrollTop = (5_000 - 30) * REPORT_ROW_HEIGHT - 800;
      scroller.dispatchEvent(new Event("scroll"));
    });
    expect(p.fetchNextPage).toHaveBeenCalledTimes(1);

    const failed = paging({ nextPageError: new Error("boom") });
    rerender(<ReportList items={items} viewKey="b" selectedId={null} openReport={openReport} paging={failed} scrollToTopSignal={0} />);
    await act(async () => {
      scroller.scrollTop = 5_000 * REPORT_ROW_HEIGHT;
      scroller.dispatchEvent(new Event("scroll"));
    });
    expect(failed.fetchNextPage).not.toHaveBeenCalled();
    expect(getByTestId("next-page-error").textContent).toContain("boom");
  });

  it("restores the remembered offset of its view on mount", () => {
    saveScrollOffset("c", 50 * REPORT_ROW_HEIGHT);
    const { container, getByTestId } = render(
      <ReportList items={items} viewKey="c" selectedId={null} openReport={openReport} paging={paging()} scrollToTopSignal={0} />,
    );
    expect(getByTestId("report-list-scroller").scrollTop).toBe(50 * REPORT_ROW_HEIGHT);
    expect(renderedIndexes(container)).toContain(55);
  });

  it("ends with the total when there is no next page", async () => {
    const few = items.slice(0, 3);
    const { getByTestId } = render(
      <ReportList
        items={few}
        viewKey="d"
        selectedId={null}
        openReport={openReport}
        paging={paging({ hasNextPage: false, totalCount: 3 })}
        scrollToTopSignal={0}
      />,
    );
    expect(getByTestId("list-end").textContent).toBe("That is all 3 reports.");
  });
});
