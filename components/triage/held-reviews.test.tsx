import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HeldReviewView } from "@/lib/triage/view-types";
import { HeldReviews } from "./held-reviews";

afterEach(cleanup);

const NOW = Date.parse("2026-11-28T10:00:00.000Z");

function review(id: number, over: Partial<HeldReviewView> = {}): HeldReviewView {
  return {
    id,
    proposalId: `p${id}`,
    organization: "",
    reportId: "r1",
    assetContent: `https://scam-${id}.example`,
    decision: "REJECT",
    username: "ann",
    mine: true,
    status: "planned",
    seen: false,
    sendAfter: new Date(NOW + 10_000).toISOString(),
    updatedAt: new Date(NOW).toISOString(),
    watchlisted: null,
    failure: null,
    ...over,
  };
}

describe("planned reviews (Today's ten)", () => {
  it("lists them apart from the held ones; the reviewer confirms one, all of theirs, or drops one", async () => {
    const onConfirm = vi.fn();
    const onUndo = vi.fn();
    const reviews = [review(1), review(2), review(3, { mine: false, username: "bob" }), review(4, { status: "held" })];
    render(<HeldReviews reviews={reviews} now={NOW} onUndo={onUndo} onConfirm={onConfirm} />);
    const planned = screen.getByTestId("planned-reviews");
    expect(within(planned).getByRole("heading").textContent).toBe("Planned reviews: 3, not sent until confirmed");
    expect(within(planned).getAllByTestId("planned-review")).toHaveLength(3);
    expect(within(planned).getByText(/planned by bob/)).toBeTruthy();
    expect(screen.getAllByTestId("held-review")).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(within(planned).getByRole("button", { name: "Confirm all 2" }));
    expect(onConfirm).toHaveBeenLastCalledWith([1, 2]);
    const first = within(planned).getAllByTestId("planned-review")[0]!;
    await user.click(within(first).getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenLastCalledWith([1]);
    await user.click(within(first).getByRole("button", { name: "Drop" }));
    expect(onUndo).toHaveBeenCalledWith(reviews[0]);
    // A colleague's plan is theirs to confirm.
    expect(within(within(planned).getAllByTestId("planned-review")[2]!).queryByRole("button")).toBeNull();
  });
});
