// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANNOUNCEMENT_MS, LiveAnnouncements, useAnnouncements } from "./live-announcements";

let announce: (text: string) => void = () => undefined;
function Region() {
  const live = useAnnouncements();
  announce = live.announce;
  return <LiveAnnouncements messages={live.messages} testId="region" />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useAnnouncements", () => {
  it("keeps two messages told a moment apart, each its own node in one polite region", () => {
    render(<Region />);
    act(() => announce("Rejected: a.example."));
    act(() => vi.advanceTimersByTime(300));
    act(() => announce("Rejected: b.example."));
    const region = screen.getByTestId("region");
    expect(region.getAttribute("role")).toBe("status");
    expect([...region.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Rejected: a.example.", "Rejected: b.example."]);
  });

  it("tells the same words twice as two messages, and lets each go after a while", () => {
    render(<Region />);
    act(() => announce("No proposal is selected."));
    act(() => announce("No proposal is selected."));
    expect(screen.getByTestId("region").querySelectorAll("p")).toHaveLength(2);
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_MS + 1));
    expect(screen.getByTestId("region").querySelectorAll("p")).toHaveLength(0);
  });
});
