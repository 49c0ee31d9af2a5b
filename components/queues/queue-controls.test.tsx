// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueueControls, type QueueControlValues } from "./queue-controls";

// Moved from e2e/queues.spec.ts: the snapshot options refused before anything is sent (a negative
// window, a malformed organization) and read in the service's form. The chosen window reaching the
// address and the request stays there.

afterEach(cleanup);

const VALUES: QueueControlValues = { slug: null, all: false, windowHours: null, refresh: false };

function renderControls(values: Partial<QueueControlValues> = {}) {
  const onChange = vi.fn();
  render(<QueueControls values={{ ...VALUES, ...values }} knownSlugs={["acme"]} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe("QueueControls", () => {
  it("refuses a negative stale window in words and applies nothing; 24 is applied", async () => {
    const { onChange, user } = renderControls();
    const window = screen.getByLabelText("Stale after (hours)");
    await user.type(window, "-4");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter a positive number of hours.");
    expect(window.getAttribute("aria-invalid")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(window);
    await user.type(window, "24");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onChange).toHaveBeenCalledWith({ slug: null, windowHours: 24 });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a malformed organization in words, and reads 'ACME' as the key's own 'acme'", async () => {
    const { onChange, user } = renderControls();
    const organization = screen.getByLabelText("Organization", { exact: true });
    await user.type(organization, "bad slug!");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByTestId("slug-error").textContent).toBe(
      "An organization slug is letters, digits and hyphens (like acme-security); this one has a space and “!”.",
    );
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(organization);
    await user.type(organization, "ACME{Enter}");
    expect(onChange).toHaveBeenCalledWith({ slug: "acme", windowHours: null });
    expect((organization as HTMLInputElement).value).toBe("acme");
    expect(screen.queryByTestId("slug-error")).toBeNull();
  });

  it("offers All organizations only to a key that can read them", () => {
    renderControls();
    expect(screen.queryByLabelText("All organizations (staff)")).toBeNull();
    cleanup();
    render(<QueueControls values={VALUES} knownSlugs={[]} onChange={() => {}} canReadAll />);
    expect(screen.getByLabelText("All organizations (staff)")).toBeTruthy();
  });
});
