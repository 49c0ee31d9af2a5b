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

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  // A form that goes takes its extra history entry with it; let that traversal end before the next test.
  await new Promise((resolve) => setTimeout(resolve, 20));
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

  it("lets the link through when the answer is yes, and asks the browser before unloading", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { getByText } = render(<Form dirty />);
    const reached = vi.fn();
    document.addEventListener("click", reached);
    click(getByText("Reports"));
    // The page's extra history entry (for Back) goes first, then the click goes through, once.
    await vi.waitFor(() => expect(reached).toHaveBeenCalledTimes(1));
    expect(window.history.state?.__rampartUnsavedGuard).toBeUndefined();
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

const popped = () => new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));

describe("the browser's Back while a form is dirty", () => {
  it("asks; staying keeps the page and its extra entry, leaving goes back past the page", async () => {
    window.history.pushState({ page: "before" }, "", "/before");
    window.history.pushState({ page: "form" }, "", "/form");
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    render(<Form dirty />);
    expect(window.history.state).toMatchObject({ page: "form", __rampartUnsavedGuard: true });

    window.history.back();
    await popped();
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(window.location.pathname).toBe("/form");
    expect(window.history.state).toMatchObject({ __rampartUnsavedGuard: true });

    confirm.mockReturnValue(true);
    window.history.back();
    await popped();
    expect(confirm).toHaveBeenCalledTimes(2);
    // On its way out (the page unloads when Back leaves the document) the browser is not made to ask again.
    expect(unload().defaultPrevented).toBe(false);
    await vi.waitFor(() => expect(window.location.pathname).toBe("/before"));
  });

  it("takes the extra entry away once nothing is unsaved", async () => {
    window.history.pushState({ page: "form" }, "", "/form");
    const confirm = vi.spyOn(window, "confirm");
    const { rerender } = render(<Form dirty />);
    expect(window.history.state?.__rampartUnsavedGuard).toBe(true);
    rerender(<Form dirty={false} />);
    await popped();
    expect(window.history.state).toEqual({ page: "form" });
    expect(window.location.pathname).toBe("/form");
    expect(confirm).not.toHaveBeenCalled();
  });
});

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
