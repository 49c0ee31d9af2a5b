// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SummaryStrip } from "./summary-strip";

afterEach(cleanup);

describe("SummaryStrip", () => {
  it("makes each count a toggle that filters the cards, with a way back to all", () => {
    const onToggle = vi.fn();
    const onClear = vi.fn();
    render(
      <SummaryStrip counts={{ ok: 5, warn: 2, fail: 1, unknown: 0 }} running={0} notImplemented={0} filter={["warn"]} onToggle={onToggle} onClear={onClear} />,
    );
    const warn = screen.getByTestId("summary-warn");
    expect(warn.tagName).toBe("BUTTON");
    expect(warn.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("summary-fail").getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(screen.getByTestId("summary-fail"));
    expect(onToggle).toHaveBeenCalledWith("fail");
    fireEvent.click(screen.getByRole("button", { name: "Show all checks" }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
