// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UnblockFlow } from "./unblock-flow";

// Moved from e2e/unblock.spec.ts ("an unknown asset is reported with the service's message"); the two
// outcomes the service really gives (unblocked, dispute), and one request however often Send is
// clicked (a real double click), stay there, end to end.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "X-Request-Id": "req-unknown" } });
const UNKNOWN = { error: { code: "NOT_FOUND", message: "No asset with this content", requestId: "req-unknown" } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFlow() {
  const posts: (() => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      // The lookup and the request both: the service knows no such asset. The request's answer
      // waits until the test lets it go, as a real one takes a while.
      if (url.startsWith("/api/asset/unblock")) return new Promise<Response>((resolve) => posts.push(() => resolve(json(UNKNOWN, 404))));
      return json(UNKNOWN, 404);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UnblockFlow />
    </QueryClientProvider>,
  );
  return posts;
}

describe("UnblockFlow with an asset the service does not know", () => {
  it("says so in the service's words with the request id, and offers Send again", async () => {
    const user = userEvent.setup();
    const posts = renderFlow();
    await user.type(screen.getByLabelText("Asset content"), "https://unknown.example");
    await user.type(screen.getByLabelText("Reason"), "test");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByTestId("confirm-content")).textContent).toBe("https://unknown.example");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(posts).toHaveLength(1);
    posts[0]!();
    expect(await screen.findByText(/^The service does not know this asset: No asset with this content/)).toBeTruthy();
    expect(screen.getAllByText(/Request id: req-unknown/).length).toBeGreaterThan(0);
    const again = screen.getByRole("button", { name: "Send again" }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    await user.click(again);
    await vi.waitFor(() => expect(posts).toHaveLength(2));
  });
});
