// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ToastInput, ToastProvider, useToast } from "./toast";

function Trigger({ toast }: { toast: ToastInput }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      show
    </button>
  );
}

const renderWith = (toast: ToastInput) =>
  render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toast", () => {
  it("announces a success politely in a region that was there before it, and hides it after a while", () => {
    renderWith({ message: "Copied." });
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    fireEvent.click(screen.getByText("show"));
    expect(region.textContent).toContain("Done: Copied.");
    act(() => vi.advanceTimersByTime(6500));
    expect(region.textContent).toBe("");
  });

  it("does not hide while the pointer is on it, and hides after the pointer leaves", () => {
    renderWith({ message: "Renamed." });
    fireEvent.click(screen.getByText("show"));
    fireEvent.mouseEnter(screen.getByTestId("toast"));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId("toast")).toBeTruthy();
    fireEvent.mouseLeave(screen.getByTestId("toast"));
    act(() => vi.advanceTimersByTime(6500));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("puts an error in the assertive region, keeps it until dismissed", () => {
    renderWith({ tone: "error", message: "Copy failed." });
    fireEvent.click(screen.getByText("show"));
    expect(screen.getByRole("alert").textContent).toContain("Error: Copy failed.");
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.getByRole("alert").textContent).toBe("");
  });
});
