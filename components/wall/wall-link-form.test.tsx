// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WallLinkForm } from "./wall-link-form";

afterEach(cleanup);

describe("WallLinkForm", () => {
  it("asks for a name before sending, in the form's words, and for one without control characters in the route's", async () => {
    const onCreate = vi.fn(async () => undefined);
    render(<WallLinkForm pending={false} onCreate={onCreate} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Create link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Give the link a name, e.g. the room of the screen.");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ops\u0007room" } });
    fireEvent.click(screen.getByRole("button", { name: "Create link" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/^Name /));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("sends the trimmed name and empties the field once created", async () => {
    const onCreate = vi.fn(async () => undefined);
    render(<WallLinkForm pending={false} onCreate={onCreate} />);
    const input = screen.getByLabelText("Name") as HTMLInputElement;
    fireEvent.change(input, { target: { value: " Ops room " } });
    fireEvent.click(screen.getByRole("button", { name: "Create link" }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith("Ops room"));
    await waitFor(() => expect(input.value).toBe(""));
  });
});
