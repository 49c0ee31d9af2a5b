// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CardModel } from "@/lib/outcomes/outcome-figures";
import { OutcomeCard } from "./outcome-card";

// Issue 41, items 8 and 9: a row says what its list holds when that is not what it counts, and a
// count says how it changed against the previous period, in words a manager reads.

afterEach(cleanup);

const card: CardModel = {
  id: "summary",
  title: "Threats blocked, reports and takedowns",
  shows: "",
  state: "ok",
  notes: ["Takedowns completed are counted by when they completed; the takedown list cannot filter by that, so this figure opens no list."],
  figures: [
    { key: "newThreats", label: "Threats blocked", current: 1543, previous: 1400, unit: "count", href: "/reports?x=1", listNote: "Opens 1,039 reports" },
    { key: "reports", label: "Reports", current: 10, previous: 10, unit: "count", better: "higher", href: "/reports?y=1" },
    { key: "takedownsCompleted", label: "Takedowns completed", current: 89, previous: 0, unit: "count" },
  ],
};

describe("OutcomeCard", () => {
  it("says what a figure's list holds, and each count's change in numbers", () => {
    render(<OutcomeCard card={card} />);
    const blocked = screen.getByTestId("outcome-figure-newThreats");
    expect(within(blocked).getByRole("rowheader").textContent).toBe("Threats blockedOpens 1,039 reports.");
    expect(within(blocked).getByRole("link").getAttribute("aria-label")).toBe("Threats blocked: 1,543, opens 1,039 reports");
    expect(within(blocked).getByTestId("outcome-change").textContent).toBe("+143 (+10.2\u00a0%)");
    // "no change" is said once, not again as an "unchanged" badge.
    expect(within(screen.getByTestId("outcome-figure-reports")).getByRole("cell", { name: "no change" })).toBeTruthy();
    expect(screen.queryByText("unchanged")).toBeNull();
    expect(within(screen.getByTestId("outcome-figure-takedownsCompleted")).getByTestId("outcome-change").textContent).toBe("+89 (none before)");
    expect(within(screen.getByTestId("outcome-figure-takedownsCompleted")).queryByRole("link")).toBeNull();
    expect(screen.getByText(/the takedown list cannot filter by that/)).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Change" })).toBeTruthy();
  });
});
