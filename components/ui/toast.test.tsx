// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadToastViewport, type ToastInput, ToastProvider, useToast } from "./toast";

function Trigger({ toast }: { toast: ToastInput }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      show
    </button>
  );
}

/** Renders, then lets the toasts' module (loaded after the page) arrive. */
const renderWith = async (toast: ToastInput) => {
  const view = render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );
  await act(() => loadToastViewport());
  return view;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toast", () => {
  it("announces a success politely in a region that was there before it, and hides it after a while", async () => {
    await renderWith({ message: "Copied." });
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    fireEvent.click(screen.getByText("show"));
    expect(region.textContent).toContain("Done: Copied.");
    act(() => vi.advanceTimersByTime(6500));
    expect(region.textContent).toBe("");
  });

  it("does not hide while the pointer is on it, and hides after the pointer leaves", async () => {
    await renderWith({ message: "Renamed." });
    fireEvent.click(screen.getByText("show"));
    fireEvent.mouseEnter(screen.getByTestId("toast"));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId("toast")).toBeTruthy();
    fireEvent.mouseLeave(screen.getByTestId("toast"));
    act(() => vi.advanceTimersByTime(6500));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("puts an error in the assertive region, keeps it until dismissed", async () => {
    await renderWith({ tone: "error", message: "Copy failed." });
    fireEvent.click(screen.getByText("show"));
    expect(screen.getByRole("alert").textContent).toContain("Error: Copy failed.");
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.getByRole("alert").textContent).toBe("");
  });
});

describe("Toast on Base UI", () => {
  it("keeps both regions inside one labelled notifications landmark, unlabelled themselves", async () => {
    await renderWith({ message: "Copied." });
    const landmark = screen.getByRole("region", { name: "Notifications" });
    expect(landmark.contains(screen.getByRole("status"))).toBe(true);
    expect(landmark.contains(screen.getByRole("alert"))).toBe(true);
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("alert").getAttribute("aria-live")).toBe("assertive");
    expect(screen.getByRole("status").hasAttribute("aria-label")).toBe(false);
  });

  it("shows at most three at once: the oldest is hidden first", async () => {
    let n = 0;
    function Many() {
      const show = useToast();
      return (
        <button type="button" onClick={() => show({ message: `Saved ${++n}.` })}>
          many
        </button>
      );
    }
    render(
      <ToastProvider>
        <Many />
      </ToastProvider>,
    );
    await act(() => loadToastViewport());
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByText("many"));
    const shown = screen.getAllByTestId("toast").filter((t) => !t.hasAttribute("data-limited"));
    expect(shown.map((t) => t.textContent)).toEqual(["Done: Saved 4.", "Done: Saved 3.", "Done: Saved 2."]);
  });

  it("closes the focused toast on Escape, and keeps the tone and test id it was given", async () => {
    await renderWith({ tone: "info", message: "Link copied.", testId: "copy-toast" });
    fireEvent.click(screen.getByText("show"));
    const toast = screen.getByTestId("copy-toast");
    expect(toast.getAttribute("data-tone")).toBe("info");
    expect(toast.textContent).toContain("Note: Link copied.");
    act(() => toast.focus());
    fireEvent.keyDown(toast, { key: "Escape" });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId("copy-toast")).toBeNull();
  });
});

describe("Toast roles", () => {
  it("is no dialog of its own, so a page's dialog stays the only one", async () => {
    await renderWith({ message: "Renamed." });
    fireEvent.click(screen.getByText("show"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("toast").hasAttribute("aria-modal")).toBe(false);
  });
});

describe("Toast before its module has loaded", () => {
  it("keeps both live regions on the page from the start, and shows a toast asked for early once it can", async () => {
    render(
      <ToastProvider>
        <Trigger toast={{ message: "Copied." }} />
      </ToastProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("");
    fireEvent.click(screen.getByText("show"));
    await act(() => loadToastViewport());
    expect(screen.getByRole("status").textContent).toContain("Done: Copied.");
  });
});
