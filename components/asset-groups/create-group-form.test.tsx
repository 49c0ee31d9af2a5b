// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateGroupForm } from "./create-group-form";
import { RenameGroupField } from "./rename-group-field";

afterEach(cleanup);

describe("CreateGroupForm", () => {
  it("refuses a blank name on its field and sends nothing", async () => {
    const onCreate = vi.fn(async () => undefined);
    render(<CreateGroupForm onCreate={onCreate} pending={false} />);
    fireEvent.change(screen.getByLabelText("New group name"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Create group" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a name");
    const input = screen.getByLabelText("New group name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(onCreate).not.toHaveBeenCalled();
    // Editing takes the problem away.
    fireEvent.change(input, { target: { value: "Wallets" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the trimmed name and empties the field once created", async () => {
    const onCreate = vi.fn(async () => undefined);
    render(<CreateGroupForm onCreate={onCreate} pending={false} />);
    const input = screen.getByLabelText("New group name") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "  Wallet apps " } });
    expect(screen.getByText("14 / 255 characters")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create group" }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith("Wallet apps"));
    await waitFor(() => expect(input.value).toBe(""));
  });
});

describe("RenameGroupField", () => {
  it("closes on an unchanged name without sending, and says the service's words for a name it would count too long", async () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<RenameGroupField currentName="Wallets" onSave={onSave} onCancel={onCancel} />);
    const input = screen.getByLabelText("New name for Wallets");
    await act(async () => {
      fireEvent.submit(input.closest("form")!);
    });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: "👍🏽".repeat(200) } });
    await act(async () => {
      fireEvent.submit(input.closest("form")!);
    });
    expect(screen.getByRole("alert").textContent).toBe("Group name must be between 1 and 255 characters");
    expect(onSave).not.toHaveBeenCalled();
  });
});
