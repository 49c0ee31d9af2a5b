// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ToastProvider } from "@/components/ui/toast";
import type { FollowingView } from "@/lib/threats/follows.types";
import { FollowButton } from "./follow-button";
import { FollowingPanel } from "./following-panel";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } });

const asset = (id: string, state: string) => ({
  id,
  content: `https://a${id}.test/login`,
  type: "URL",
  status: null,
  state,
  liveness: "DEAD",
  brands: [],
  firstReportedAt: null,
  escalatedAt: null,
  blockedAt: null,
  takedownStatus: "COMPLETED",
  takedownSubmittedAt: null,
  takedownCompletedAt: null,
  detailsUrl: null,
  updatedAt: null,
  liveAgainAt: null,
});

let view: FollowingView;
const sent: { method: string; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  view = {
    limit: 200,
    following: [
      {
        assetId: "2",
        followedAt: "2026-11-20T10:00:00.000Z",
        seenAt: "2026-11-20T10:00:00.000Z",
        asset: asset("2", "blocked"),
        changes: [
          { what: "state", before: "escalated", after: "blocked" },
          { what: "takedown", before: null, after: "COMPLETED" },
        ],
      },
    ],
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method !== "GET") {
        const body = JSON.parse(String(init?.body ?? "{}")) as { assetId?: string };
        sent.push({ method, body });
        if (method === "PATCH") view = { ...view, following: view.following.map((f) => ({ ...f, changes: [] })) };
        if (method === "POST") {
          if (view.following.length >= 1 && body.assetId === "9")
            return json(
              {
                error: { code: "CONFLICT", message: "You follow 200 assets, the most one person may: unfollow one before following another.", requestId: "r" },
              },
              409,
            );
          view = { ...view, following: [...view.following, { assetId: body.assetId!, followedAt: "", seenAt: "", asset: null, changes: [] }] };
        }
        if (method === "DELETE") view = { ...view, following: view.following.filter((f) => f.assetId !== body.assetId) };
      }
      return json(view);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>,
  );
}

it("says in words what changed in a followed asset, and forgets it once marked seen", async () => {
  renderWith(<FollowingPanel />);
  const changes = await screen.findByTestId("following-changes", {}, { timeout: 5_000 });
  expect(within(changes).getByText(/Escalated → Blocked/)).toBeTruthy();
  expect(within(changes).getByText(/none → Completed/)).toBeTruthy();
  expect(screen.getByTestId("following-count").textContent).toContain("1 changed since you last looked");
  await userEvent.click(screen.getByRole("button", { name: "Seen" }));
  await screen.findByText(/nothing changed since you last looked/);
  expect(sent).toEqual([{ method: "PATCH", body: { assetId: "2" } }]);
  expect(screen.queryByTestId("following-changes")).toBeNull();
});

it("follows and unfollows from a row's button, and says the limit in words when reached", async () => {
  renderWith(
    <>
      <FollowButton assetId="5" label="a5.test" />
      <FollowButton assetId="9" label="a9.test" />
    </>,
  );
  const follow = await screen.findByRole("button", { name: "Follow a5.test" }, { timeout: 5_000 });
  await vi.waitFor(() => expect(follow.hasAttribute("disabled")).toBe(false));
  await userEvent.click(follow);
  const unfollow = await screen.findByRole("button", { name: "Unfollow a5.test" });
  expect(unfollow.getAttribute("aria-pressed")).toBe("true");
  await userEvent.click(screen.getByRole("button", { name: "Follow a9.test" }));
  await screen.findByText(/unfollow one before following another/);
  expect(sent.map((s) => s.method)).toEqual(["POST", "POST"]);
});
