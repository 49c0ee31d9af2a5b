// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { alertKeys, type FiringAlert } from "@/lib/queries/alerts";
import { FiringIndicator } from "./firing-indicator";
import { WallAlertBanner } from "./wall-alert-banner";

afterEach(cleanup);

const alert = (over: Partial<FiringAlert>): FiringAlert => ({
  ruleId: 1,
  name: "Backlog",
  severity: "critical",
  scope: "own",
  since: "2026-11-25T12:00:00.000Z",
  value: null,
  silenced: false,
  acknowledged: null,
  whatToDo: "",
  runbookUrl: "",
  ...over,
});

function withFiring(alerts: FiringAlert[], node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  client.setQueryData(alertKeys.firing(), alerts);
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const ACK = { by: "alice", at: "2026-11-25T12:05:00.000Z", note: "on it", until: null };

describe("who owns a firing alert, where it shows", () => {
  it("the wall says who acknowledged each alert or that nobody has, with what to do and the runbook", () => {
    withFiring(
      [alert({ acknowledged: ACK, whatToDo: "Add reviewers", runbookUrl: "https://wiki.example.com/backlog" }), alert({ ruleId: 2, name: "Service down" })],
      <WallAlertBanner refreshMs={60_000} enabled={false} />,
    );
    const [backlog, down] = within(screen.getByTestId("wall-alert-banner")).getAllByTestId("wall-alert");
    expect(backlog!.textContent).toContain("Backlog · acknowledged by alice");
    expect(backlog!.textContent).toContain("What to do: Add reviewers");
    expect(within(backlog!).getByRole("link", { name: "Runbook" }).getAttribute("href")).toBe("https://wiki.example.com/backlog");
    expect(down!.textContent).toBe("Service down · nobody has acknowledged it");
  });

  it("the badge stays red while any alert is nobody's, and names the owner once the only one is acknowledged", () => {
    const { unmount } = withFiring([alert({ acknowledged: ACK }), alert({ ruleId: 2 })], <FiringIndicator />);
    expect(screen.getByTestId("firing-indicator").textContent).toContain("2 firing · ");
    expect(screen.getByTestId("firing-owner").textContent).toBe("1 acknowledged");
    expect(screen.getByTestId("firing-indicator").dataset.allAcknowledged).toBe("false");
    unmount();
    withFiring([alert({ acknowledged: ACK })], <FiringIndicator />);
    expect(screen.getByTestId("firing-owner").textContent).toBe("acknowledged by alice");
    expect(screen.getByTestId("firing-indicator").dataset.allAcknowledged).toBe("true");
  });
});
