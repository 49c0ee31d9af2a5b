// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ChannelView } from "@/lib/queries/alerts";
import { ChannelsSection } from "./channels-section";
import { useAlertMutations } from "./use-alert-mutations";

afterEach(cleanup);

const slack = (id: number, name: string, addressMark: string): ChannelView => ({
  id,
  name,
  type: "slack",
  settings: {},
  secretsSet: ["url"],
  addressHost: "hooks.slack.com",
  addressMark,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
});

function Section({ channels }: { channels: ChannelView[] }) {
  return <ChannelsSection channels={channels} rules={[]} blockedBy={null} isAdmin mutations={useAlertMutations()} />;
}

describe("ChannelsSection", () => {
  it("shows two Slack channels to one host with what tells them apart: the host and each address's mark", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Section channels={[slack(1, "Ops", "3f9a1c"), slack(2, "On call", "b70e22")]} />
      </QueryClientProvider>,
    );
    const rows = screen.getAllByTestId("alert-channel-row");
    const targets = rows.map((r) => within(r).getByText(/^hooks\.slack\.com\//).textContent);
    expect(targets).toEqual(["hooks.slack.com/… · mark 3f9a1c", "hooks.slack.com/… · mark b70e22"]);
    expect(new Set(targets).size).toBe(2);
    expect(
      within(rows[0]!)
        .getByText(/mark 3f9a1c/)
        .getAttribute("title"),
    ).toMatch(/does not give the address back/);
  });
});
