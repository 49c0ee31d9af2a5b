// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "@/lib/format/time";
import { RequestsSent } from "./requests-sent";

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

function event(id: number, over: Record<string, unknown>) {
  return {
    id,
    occurredAt: "2026-11-20T09:30:00.000Z",
    completedAt: "2026-11-20T09:30:01.000Z",
    username: "alice",
    role: "admin",
    action: "asset.unblock",
    target: "asset:x",
    inputSummary: null,
    outcome: "success",
    httpStatus: 200,
    requestId: `req-${id}`,
    ip: null,
    ...over,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      if (!url.includes("cursor=")) {
        return json({
          items: [
            event(2, { inputSummary: { content: "https://phish.example/login", reason: "Our partner's page, flagged by mistake" } }),
            event(1, { username: "bob", target: "asset:www.acme.example", outcome: "failure", httpStatus: 403 }),
          ],
          nextCursor: "c1",
        });
      }
      return json({ items: [event(0, { inputSummary: { content: "old.example", reason: "Older one" } })], nextCursor: null });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RequestsSent />
    </QueryClientProvider>,
  );
  return urls;
}

describe("RequestsSent", () => {
  it("lists the unblock requests and disputes sent, with time, asset, reason in words, who and outcome; more on request", async () => {
    const user = userEvent.setup();
    const urls = renderList();
    const rows = await screen.findAllByTestId("unblock-request");
    expect(urls[0]).toContain("action=asset.unblock");
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText("https://phish.example/login")).toBeTruthy();
    expect(first.getByText("Our partner's page, flagged by mistake")).toBeTruthy();
    expect(rows[0]!.textContent).toContain(`${formatDateTime("2026-11-20T09:30:00.000Z")} · by alice · Accepted by the service`);
    expect(rows[0]!.textContent).not.toMatch(/2026-11-20T/);
    // An event whose input was not kept still names its asset from the audit target.
    expect(within(rows[1]!).getByText("www.acme.example")).toBeTruthy();
    expect(rows[1]!.textContent).toContain("by bob · Refused (status 403)");
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Older one")).toBeTruthy();
    expect(screen.getAllByTestId("unblock-request")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("says so when nothing has been sent", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ items: [], nextCursor: null })),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RequestsSent />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("No unblock requests or disputes have been sent from this console yet.")).toBeTruthy();
  });
});
