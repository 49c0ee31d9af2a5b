// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UNSAVED_CHANGES_MESSAGE, useDraftWarning, useUnsavedChangesWarning } from "./use-unsaved-changes-warning";

function Form({ dirty }: { dirty: boolean }) {
  useUnsavedChangesWarning(dirty);
  return (
    <a href="/reports" onClick={(e) => e.preventDefault()}>
      Reports
    </a>
  );
}

function click(link: Element): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  return event;
}

function unload(): Event {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useUnsavedChangesWarning", () => {
  it("asks before a link leaves the page, and stays when the answer is no", () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { getByText } = render(<Form dirty />);
    const reached = vi.fn();
    document.addEventListener("click", reached);
    const event = click(getByText("Reports"));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(event.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    document.removeEventListener("click", reached);
  });

  it("lets the link through when the answer is yes, and asks the browser before unloading", () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { getByText } = render(<Form dirty />);
    const reached = vi.fn();
    document.addEventListener("click", reached);
    click(getByText("Reports"));
    expect(reached).toHaveBeenCalledTimes(1);
    document.removeEventListener("click", reached);
    expect(unload().defaultPrevented).toBe(true);
  });

  it("asks nothing without unsaved changes, or once the form is gone", () => {
    const confirm = vi.spyOn(window, "confirm");
    const { getByText, rerender } = render(<Form dirty={false} />);
    click(getByText("Reports"));
    expect(unload().defaultPrevented).toBe(false);
    rerender(<Form dirty />);
    cleanup();
    expect(unload().defaultPrevented).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });
});

function Draft({ value }: { value: { reason: string } }) {
  useDraftWarning(value);
  return null;
}

describe("useDraftWarning", () => {
  it("warns only while the draft differs from what the form opened with", () => {
    const { rerender } = render(<Draft value={{ reason: "" }} />);
    expect(unload().defaultPrevented).toBe(false);
    rerender(<Draft value={{ reason: "the asset is ours" }} />);
    expect(unload().defaultPrevented).toBe(true);
    rerender(<Draft value={{ reason: "" }} />);
    expect(unload().defaultPrevented).toBe(false);
  });
});
