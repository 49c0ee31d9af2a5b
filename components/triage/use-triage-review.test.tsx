// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { OrganizationScopeProvider } from "@/lib/queries/organization-scope";
import { reportKeys } from "@/lib/queries/reports";
import type { QueueItem } from "./queue";
import { useTriageReview } from "./use-triage-review";

afterEach(() => vi.unstubAllGlobals());

it("a sent review refreshes the report lists of the chosen organization", async () => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({}), { status: 200, headers: { "Content-Type": "application/json" } })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(reportKeys.list("initech", {}), { pages: [], pageParams: [] });
  client.setQueryData(reportKeys.list("acme", {}), { pages: [], pageParams: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <OrganizationScopeProvider slug="initech">{children}</OrganizationScopeProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useTriageReview(() => {}), { wrapper });
  const item = { key: "p1", proposal: { id: 1, asset: { content: "https://x.example" } } } as unknown as QueueItem;
  act(() => result.current.submit(item, { decision: "APPROVE" } as unknown as ConsoleReviewRequestBody));
  await waitFor(() => expect(client.getQueryState(reportKeys.list("initech", {}))?.isInvalidated).toBe(true));
  expect(client.getQueryState(reportKeys.list("acme", {}))?.isInvalidated).toBe(false);
});
