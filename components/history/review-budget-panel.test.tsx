// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReviewBudgetPanel } from "./review-budget-panel";

let answer: unknown;
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      expect(url).toBe("/api/history/review-budget");
      return new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(serviceRetryAt: Date | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReviewBudgetPanel serviceRetryAt={serviceRetryAt} />
    </QueryClientProvider>,
  );
}

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000 + 30_000).toISOString();

describe("ReviewBudgetPanel", () => {
  it("shows the reviews used and left, when the next one frees up, and that reviews elsewhere are not seen", async () => {
    answer = { limit: 10, windowHours: 24, used: 3, remaining: 7, nextFreeAt: inHours(3) };
    show();
    expect(await screen.findByTestId("budget-used")).toHaveProperty("textContent", "3 of 10 reviews used through this console in the last 24 hours");
    expect(screen.getByTestId("budget-used").getAttribute("data-used")).toBe("3");
    expect(screen.getByTestId("budget-remaining").textContent).toBe("7 left");
    expect(screen.getByTestId("budget-next-free").textContent).toMatch(/^One more frees up at .+ \(in 3 h 1 min\)/);
    expect(screen.getByTestId("budget-not-seen").textContent).toContain("are not seen here");
    expect(screen.getByRole("meter", { name: "Reviews used through this console" }).getAttribute("value")).toBe("3");
    expect(screen.getByRole("heading", { level: 2, name: "Review budget" })).toBeDefined();
  });

  it("after a 429 shows the service's own Retry-After instead of the console's estimate", async () => {
    answer = { limit: 10, windowHours: 24, used: 2, remaining: 8, nextFreeAt: inHours(10) };
    show(new Date(Date.now() + 90 * 60_000));
    expect((await screen.findByTestId("budget-service")).textContent).toContain("(in 1 h 30 min)");
    expect(screen.getByTestId("budget-remaining").textContent).toBe("none left, says the service");
    expect(screen.queryByTestId("budget-next-free")).toBeNull();
  });

  it("shows the console's error with its request id when the budget cannot be read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: { code: "INTERNAL", message: "Database unavailable", requestId: "req-7" } }), { status: 500 })),
    );
    show();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load the review budget");
    expect(alert.textContent).toContain("Database unavailable");
    expect(alert.textContent).toContain("req-7");
  });
});
