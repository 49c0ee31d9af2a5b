// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrganizationScopeProvider } from "@/lib/queries/organization-scope";
import { HealthClient } from "./client";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } });

const BACKLOG = "/api/healthchecks/reviewing/backlog";
const result = {
  id: "reviewing.backlog",
  title: "Review backlog",
  category: "reviewing",
  ok: true,
  severity: "OK",
  generatedAt: "2026-11-26T04:00:00Z",
  scope: { slug: "acme" },
  observed: { count: 3 },
  threshold: { warn: 50, fail: 200 },
  findings: [],
};

let backlogCalls: number;
let listBodies: unknown[];

beforeEach(() => {
  backlogCalls = 0;
  listBodies = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/healthchecks/list") {
        listBodies.push(JSON.parse(String(init?.body ?? "{}")));
        // An organization key may name only its own organization (interface-v2 §3): another is refused.
        if (String(init?.body).includes("globex"))
          return json({ error: { code: "FORBIDDEN", message: "The key cannot use this organization", requestId: "r3" } }, 403);
        return json({ checks: [{ id: "reviewing.backlog", implemented: true }] });
      }
      if (url === BACKLOG) {
        backlogCalls++;
        // The first run fails (the card offers "Run again"), the next succeeds.
        return backlogCalls === 1 ? json({ error: { code: "UPSTREAM_ERROR", message: "The service is unavailable", requestId: "r1" } }, 502) : json(result);
      }
      return json({ error: { code: "NOT_FOUND", message: "Not here", requestId: "r2" } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OrganizationScopeProvider slug="acme">
        <HealthClient />
      </OrganizationScopeProvider>
    </QueryClientProvider>,
    { wrapper: withNuqsTestingAdapter({ hasMemory: true }) },
  );
}

describe("HealthClient", () => {
  it("refuses an organization that cannot be a slug on the field, in /queues' words, and sends nothing for it", async () => {
    renderPage();
    await screen.findByTestId("health-card-reviewing.backlog");
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Organization" }), "bad slug!");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByTestId("slug-error").textContent).toBe(
      "An organization slug is letters, digits and hyphens (like acme-security); this one has a space and “!”.",
    );
    expect(screen.getByRole("textbox", { name: "Organization" }).getAttribute("aria-invalid")).toBe("true");
    expect(listBodies.some((b) => JSON.stringify(b).includes("bad"))).toBe(false);
  });

  it("words the service's refusal of an organization as /queues does, once, instead of an error panel", async () => {
    renderPage();
    await screen.findByTestId("health-card-reviewing.backlog");
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Organization" }), " Globex ");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const refused = await screen.findByTestId("organization-refused");
    expect(refused.textContent).toBe(
      'The service refused the organization "globex": the console\'s service key cannot use it (The key cannot use this organization). Remove ?slug= from the address, or pick an organization the key reaches, to see its healthchecks.',
    );
    expect(screen.queryByTestId("slug-error")).toBeNull();
  });

  it("re-runs a failed check when its card's Run again is clicked (the key under the organization)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <OrganizationScopeProvider slug="acme">
          <HealthClient />
        </OrganizationScopeProvider>
      </QueryClientProvider>,
      { wrapper: withNuqsTestingAdapter() },
    );
    const card = await screen.findByTestId("health-card-reviewing.backlog");
    const again = await within(card).findByRole("button", { name: "Run again" });
    expect(backlogCalls).toBe(1);
    // A check that failed to run is unknown, never green, and counted so (moved from e2e/health.spec.ts).
    expect(within(card).getByTestId("grade-reviewing.backlog").getAttribute("data-grade")).toBe("unknown");
    expect(within(card).getByTestId("grade-reason").textContent).toContain("The check failed to run: The service is unavailable");
    expect(screen.getByTestId("summary-unknown").getAttribute("data-count")).toBe("1");
    await userEvent.setup().click(again);
    await vi.waitFor(() => expect(backlogCalls).toBe(2));
    await vi.waitFor(() => expect(within(card).queryByRole("button", { name: "Run again" })).toBeNull());
    expect(within(card).getByTestId("grade-reviewing.backlog").getAttribute("data-grade"), card.textContent ?? "").not.toBe("unknown");
    expect(screen.getByTestId("summary-unknown").getAttribute("data-count")).toBe("0");
  });
});
