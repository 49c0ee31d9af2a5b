// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { useQueryStates } from "nuqs";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { useCallback, useMemo } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FilterPatch, ReportFilters } from "@/lib/contract/report-filters";
import { reportFilterParsers } from "@/lib/reports/filter-parsers";
import { compactFilters } from "@/lib/reports/report-filters";
import { FilterBar } from "./filter-bar";

// What e2e/reports.spec.ts checked per filter in the browser (each control, used as a person
// does, puts the filter in the address as the service reads it), here in milliseconds. The
// address's query reaching the service unchanged is app/api/organization/reports/filters-route.test.ts.

const BRANDS = [
  { id: 7, name: "Acme Wallet" },
  { id: 8, name: "Acme Bank" },
];

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ brands: BRANDS }), { status: 200, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The reports page's wiring of the bar (app/(console)/reports/client.tsx): the filters are the address. */
function Page() {
  const [raw, setFilters] = useQueryStates(reportFilterParsers, { history: "push" });
  const json = JSON.stringify(compactFilters(raw));
  const filters = useMemo(() => JSON.parse(json) as ReportFilters, [json]);
  const onChange = useCallback((patch: FilterPatch) => void setFilters(patch as Parameters<typeof setFilters>[0]), [setFilters]);
  return <FilterBar filters={filters} onChange={onChange} onClear={() => void setFilters(null)} />;
}

function renderBar(search = "") {
  const updates: URLSearchParams[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NuqsTestingAdapter searchParams={search} hasMemory onUrlUpdate={(e: UrlUpdateEvent) => updates.push(e.searchParams)}>
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>
    </NuqsTestingAdapter>,
  );
  /** The address after the last change. */
  const url = () => updates.at(-1) ?? new URLSearchParams(search);
  return { url, updates };
}

async function openMoreFilters(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "More filters" }));
  // The panel is loaded on use (components/reports/filter-bar.tsx).
  await screen.findByRole("group", { name: "Review statuses" }, { timeout: 5_000 });
}

type Case = { name: string; expected: Record<string, string>; apply: (user: UserEvent) => Promise<void> };

const typeAndEnter = (label: string, text: string) => async (user: UserEvent) => {
  await user.type(screen.getByLabelText(label, { selector: "input" }), `${text}{Enter}`);
};
const choose = (label: string, value: string) => async (user: UserEvent) => {
  await user.selectOptions(screen.getByLabelText(label, { selector: "select" }), value);
};
const tick = (label: string) => async (user: UserEvent) => {
  await user.click(screen.getByRole("checkbox", { name: label }));
};
const day = (label: string, value: string) => async (user: UserEvent) => {
  await user.type(screen.getByLabelText(label), value);
};

const CASES: Case[] = [
  { name: "status", expected: { status: "CLOSED" }, apply: choose("Status", "CLOSED") },
  { name: "searchQuery", expected: { searchQuery: "wallet" }, apply: typeAndEnter("Search", "wallet") },
  { name: "reporterQuery", expected: { reporterQuery: "Rosa" }, apply: typeAndEnter("Reporter", "Rosa") },
  { name: "reporterKind", expected: { reporterKind: "automation" }, apply: choose("Reporter kind", "automation") },
  { name: "reviewerKind", expected: { reviewerKind: "human" }, apply: choose("Reviewer kind", "human") },
  { name: "reviewedByUserId", expected: { reviewedByUserId: "4" }, apply: typeAndEnter("Reviewed by user id", "4") },
  { name: "startDate", expected: { startDate: "2026-10-01" }, apply: day("Created from", "2026-10-01") },
  // "To" is an inclusive day: the service is asked for reports created before the next day.
  { name: "endDate", expected: { endDate: "2026-10-02" }, apply: day("Created to", "2026-10-01") },
  { name: "updatedAtStartDate", expected: { updatedAtStartDate: "2026-11-01" }, apply: day("Updated from", "2026-11-01") },
  { name: "updatedAtEndDate", expected: { updatedAtEndDate: "2026-09-16" }, apply: day("Updated to", "2026-09-15") },
  { name: "registrars", expected: { registrars: "NameCheap Inc." }, apply: typeAndEnter("Registrars", "NameCheap Inc.") },
  { name: "hasMxRecords", expected: { hasMxRecords: "true" }, apply: choose("Has MX records", "true") },
  { name: "excludeAutomation", expected: { excludeAutomation: "true" }, apply: tick("Exclude automation") },
  { name: "onlyRejected", expected: { onlyRejected: "true" }, apply: tick("Only rejected") },
  { name: "onlyFavorited", expected: { onlyFavorited: "true" }, apply: tick("Only favorited") },
  { name: "reportedByCustomer", expected: { reportedByCustomer: "false" }, apply: choose("Reported by customer", "false") },
  { name: "needsCustomerReview", expected: { needsCustomerReview: "true" }, apply: tick("Needs customer review") },
  {
    name: "reviewStatuses",
    expected: { reviewStatuses: "ESCALATE,SKIP" },
    apply: async (user) => {
      const group = screen.getByRole("group", { name: "Review statuses" });
      await user.click(within(group).getByRole("checkbox", { name: "Escalate" }));
      await user.click(within(group).getByRole("checkbox", { name: "Skip" }));
    },
  },
  {
    name: "assetTypes",
    expected: { assetTypes: "TELEGRAM,EMAIL" },
    apply: async (user) => {
      await user.click(screen.getByRole("button", { name: /^Asset types/ }));
      const search = screen.getByLabelText("Search asset types");
      await user.type(search, "teleg");
      await user.click(screen.getByRole("checkbox", { name: "Telegram channel" }));
      await user.clear(search);
      await user.type(search, "EMAIL");
      await user.click(screen.getByRole("checkbox", { name: "Email address" }));
      await user.keyboard("{Escape}");
    },
  },
  {
    name: "brandIds",
    expected: { brandIds: "7" },
    apply: async (user) => {
      await user.click(screen.getByRole("button", { name: /^Brands/ }));
      await user.click(await screen.findByRole("checkbox", { name: "Acme Wallet" }));
      await user.keyboard("{Escape}");
    },
  },
  {
    name: "countryCodes",
    expected: { countryCodes: "NL,DE" },
    apply: async (user) => {
      const field = screen.getByLabelText("Country codes", { selector: "input" });
      await user.type(field, "nl{Enter}");
      // A three-letter code is refused on the field, and not added.
      await user.type(field, "DEU{Enter}");
      expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("DEU"))).toBe(true);
      await user.clear(field);
      await user.type(field, "de{Enter}");
    },
  },
  {
    name: "sources",
    expected: { sources: "CANARY_TOKEN" },
    apply: (user) => user.click(within(screen.getByRole("group", { name: "Sources" })).getByRole("checkbox", { name: "Canary token" })),
  },
];

describe("FilterBar: each control puts its filter in the address as the service reads it", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_, { expected, apply }) => {
    const user = userEvent.setup();
    const { url } = renderBar();
    await openMoreFilters(user);
    await apply(user);
    await vi.waitFor(() => expect(Object.fromEntries(url())).toEqual(expected));
  });

  it("covers every filter the page has a control for", async () => {
    const { REPORT_FILTERS } = await import("@/lib/contract/report-filters");
    expect(CASES.map((c) => c.name).sort()).toEqual(Object.keys(REPORT_FILTERS).sort());
  });
});

describe("FilterBar: the address's filters show as set, and Clear all takes them out", () => {
  it("shows a filter from the address, and Clear all empties the address", async () => {
    const user = userEvent.setup();
    const { url } = renderBar("?status=CLOSED&onlyRejected=true");
    expect((screen.getByLabelText("Status", { selector: "select" }) as HTMLSelectElement).value).toBe("CLOSED");
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    await vi.waitFor(() => expect(url().toString()).toBe(""));
  });
});
