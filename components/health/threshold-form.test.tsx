// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HEALTHCHECKS } from "@/lib/contract/healthcheck-request";
import { ThresholdForm } from "./threshold-form";

afterEach(cleanup);

const stale = HEALTHCHECKS.find((c) => c.id === "takedowns.stale-in-progress")!;

describe("ThresholdForm", () => {
  it("refuses what the check's schema refuses, on the field and in the line above the buttons, and applies nothing", async () => {
    const onApply = vi.fn();
    render(<ThresholdForm check={stale} current={{}} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText(/^Warn at \(/), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText(/^Fail at \(/), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply thresholds" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("“Fail at” must be greater than or equal to “Warn at”");
    const fail = screen.getByLabelText(/^Fail at \(/);
    expect(fail.getAttribute("aria-invalid")).toBe("true");
    expect((fail.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent)).toContain(
      "“Fail at” must be greater than or equal to “Warn at”",
    );
    expect(onApply).not.toHaveBeenCalled();
  });

  // Moved from e2e/health.spec.ts ("thresholds: invalid values are refused before sending"); the valid
  // thresholds reaching the address and the request stay there.
  it("typed: a fail below warn, then a fail that is no number, are each refused in words and nothing is applied", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<ThresholdForm check={stale} current={{}} onApply={onApply} />);
    await user.type(screen.getByLabelText(/^Warn at \(/), "5");
    await user.type(screen.getByLabelText(/^Fail at \(/), "2");
    await user.click(screen.getByRole("button", { name: "Apply thresholds" }));
    expect((await screen.findByRole("alert")).textContent).toContain("“Fail at” must be greater than or equal to “Warn at”");
    await user.clear(screen.getByLabelText(/^Fail at \(/));
    await user.type(screen.getByLabelText(/^Fail at \(/), "abc");
    await user.click(screen.getByRole("button", { name: "Apply thresholds" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("“Fail at” must be a positive number"));
    expect(onApply).not.toHaveBeenCalled();
  });

  it("applies the numbers typed, blanks left to the service's defaults", async () => {
    const onApply = vi.fn();
    render(<ThresholdForm check={stale} current={{ warnThreshold: "3" }} onApply={onApply} />);
    expect((screen.getByLabelText(/^Warn at \(/) as HTMLInputElement).value).toBe("3");
    fireEvent.change(screen.getByLabelText(/^Stale after/), { target: { value: "24" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply thresholds" }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ staleThresholdHours: 24, warnThreshold: 3 }));
    fireEvent.click(screen.getByRole("button", { name: "Reset to defaults" }));
    expect(onApply).toHaveBeenLastCalledWith({});
    expect((screen.getByLabelText(/^Warn at \(/) as HTMLInputElement).value).toBe("");
  });
});
