// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { ItemMarksPanel } from "./item-marks-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(marks: Record<string, unknown>) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ marks }), { status: 200, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ItemMarksPanel kind="proposal" id="p7" />
    </QueryClientProvider>,
  );
  return urls;
}

it("shows a proposal's tags, assignee, snooze and its notes with who wrote them", async () => {
  const urls = show({
    p7: {
      tags: ["campaign-x"],
      assignee: "ann",
      snoozed: true,
      snoozedUntil: null,
      notes: [{ body: "Same kit as last week's", author: "bob", createdAt: "2026-11-28T09:00:00.000Z" }],
    },
  });
  const notes = await screen.findByTestId("item-notes");
  expect(within(notes).getByText("Same kit as last week's")).toBeTruthy();
  expect(within(notes).getByText(/^bob · /)).toBeTruthy();
  const panel = screen.getByTestId("item-marks");
  expect(within(panel).getByTestId("row-tag").textContent).toBe("campaign-x");
  expect(within(panel).getByTestId("row-assignee").textContent).toBe("Assigned to ann");
  expect(within(panel).getByText("until the service changes it")).toBeTruthy();
  expect(urls[0]).toContain("kind=proposal");
});

it("says there are none, and how to add them", async () => {
  show({});
  expect(await screen.findByText("None yet: select it in the list to tag, assign, snooze or add a note.")).toBeTruthy();
});
