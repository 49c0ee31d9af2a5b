// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RangeForm } from "./range-form";

// Issue 41, item 9: a range that ends before it starts is refused on its field, in words, and
// nothing is asked of the service (it used to come back as a retryable error from the route).

afterEach(cleanup);

const NOW = new Date("2026-11-27T12:00:00.000Z");

function renderForm(range: { from?: string; to?: string } = {}) {
  const onApply = vi.fn();
  render(<RangeForm from={range.from ?? null} to={range.to ?? null} active={range.from !== undefined} now={NOW} onApply={onApply} />);
  return { onApply, user: userEvent.setup() };
}

describe("RangeForm", () => {
  it("refuses a range typed the wrong way round on the To field, and applies a right one", async () => {
    const { onApply, user } = renderForm();
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    await user.type(from, "2026-11-20");
    await user.type(to, "2026-11-10");
    await user.click(screen.getByRole("button", { name: "Show range" }));
    expect(screen.getByRole("alert").textContent).toBe("The range ends before it starts: choose a last day on or after the first.");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(from.hasAttribute("aria-invalid")).toBe(false);
    expect(onApply).not.toHaveBeenCalled();

    await user.clear(to);
    await user.type(to, "2026-11-25");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show range" }));
    expect(onApply).toHaveBeenCalledWith({ from: "2026-11-20", to: "2026-11-25" });
  });

  it("refuses an inverted range arriving in the address at once, on its field", () => {
    renderForm({ from: "2026-11-20", to: "2026-11-01" });
    expect(screen.getByRole("alert").textContent).toBe("The range ends before it starts: choose a last day on or after the first.");
    expect(screen.getByLabelText("To").getAttribute("aria-invalid")).toBe("true");
  });

  it("asks for both days, and refuses a range ending after today", async () => {
    const { onApply, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Show range" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose the first day of the range.");
    await user.type(screen.getByLabelText("From"), "2026-11-20");
    await user.type(screen.getByLabelText("To"), "2026-12-20");
    await user.click(screen.getByRole("button", { name: "Show range" }));
    expect(screen.getByRole("alert").textContent).toBe("The range ends after today.");
    expect(onApply).not.toHaveBeenCalled();
  });
});
