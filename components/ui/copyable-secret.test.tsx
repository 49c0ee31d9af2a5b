// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyableSecret } from "./copyable-secret";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECRET = "whsec_ZTJlLWFsZXJ0cy1zaWduaW5nLWtleS0wMQ==";

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("CopyableSecret", () => {
  it("copies the value and says Copied", async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    render(<CopyableSecret value={SECRET} label="Signing secret" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy Signing secret" })));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(screen.getByRole("button", { name: "Copy Signing secret" }).textContent).toBe("Copied");
    expect(screen.getByRole("status").textContent).toBe("Signing secret copied.");
  });

  it("selects the value and says how to copy it when the clipboard is refused", async () => {
    stubClipboard(async () => {
      throw new DOMException("denied", "NotAllowedError");
    });
    render(<CopyableSecret value={SECRET} label="Signing secret" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy Signing secret" })));
    expect(window.getSelection()?.toString()).toBe(SECRET);
    expect(screen.getByRole("status").textContent).toContain("press Ctrl+C");
    expect(screen.getByRole("button", { name: "Copy Signing secret" }).textContent).toBe("Copy");
  });
});
