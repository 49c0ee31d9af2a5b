// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { READ_ONLY_KEY_SENTENCE } from "@/lib/format/key-powers";
import { UnblockForm, unblockResolver } from "./unblock-form";
import type { UnblockInput } from "./unblock-input";

afterEach(cleanup);

function Harness({ onReview, writeRefusal = null }: { onReview: (input: UnblockInput) => void; writeRefusal?: string | null }) {
  const form = useForm<UnblockInput, unknown, UnblockInput>({ resolver: unblockResolver, defaultValues: { content: "", reason: "" } });
  return <UnblockForm form={form} onReview={onReview} writeRefusal={writeRefusal} />;
}

describe("UnblockForm", () => {
  it("with a read-only key, Continue is off and says why (the sentence of the route's 403)", async () => {
    const onReview = vi.fn();
    render(<Harness onReview={onReview} writeRefusal={READ_ONLY_KEY_SENTENCE} />);
    const button = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-describedby")).toBe("unblock-write-refused");
    expect(document.getElementById("unblock-write-refused")?.textContent).toBe(READ_ONLY_KEY_SENTENCE);
  });

  // Moved from e2e/unblock.spec.ts ("content and reason are required before anything is sent").
  it("with nothing typed, Continue names both fields, marks the content invalid and goes nowhere", async () => {
    const user = userEvent.setup();
    const onReview = vi.fn();
    render(<Harness onReview={onReview} />);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/^Enter the asset's content/)).toBeTruthy();
    expect(screen.getByText("Say why the asset should be unblocked")).toBeTruthy();
    expect(screen.getByLabelText("Asset content").getAttribute("aria-invalid")).toBe("true");
    expect(onReview).not.toHaveBeenCalled();
    // Both typed: it goes on.
    await user.type(screen.getByLabelText("Asset content"), "https://www.acme.example");
    await user.type(screen.getByLabelText("Reason"), "ours");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onReview).toHaveBeenCalledWith({ content: "https://www.acme.example", reason: "ours" }));
  });

  it("asks for both fields, in the form's words, before going on", async () => {
    const onReview = vi.fn();
    render(<Harness onReview={onReview} />);
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Enter the asset's content (the URL, domain or handle, exactly as reported)",
      "Say why the asset should be unblocked",
    ]);
    expect(screen.getByLabelText("Asset content").getAttribute("aria-invalid")).toBe("true");
    expect(onReview).not.toHaveBeenCalled();
  });

  it("goes on with the content tidied and both trimmed", async () => {
    const onReview = vi.fn();
    render(<Harness onReview={onReview} />);
    fireEvent.change(screen.getByLabelText("Asset content"), { target: { value: "  HTTPS://WWW.Example.com/ " } });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: " ours " } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onReview).toHaveBeenCalledWith({ content: "https://www.example.com", reason: "ours" }));
  });
});
