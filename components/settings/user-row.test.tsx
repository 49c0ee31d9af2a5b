// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleUser } from "@/lib/queries/console-users";
import { UserRow } from "./user-row";

afterEach(cleanup);

const user = { username: "ana", role: "reviewer" } as ConsoleUser;

function renderRow(onSetPassword = vi.fn(async () => undefined)) {
  render(
    <table>
      <tbody>
        <UserRow
          user={user}
          isSelf={false}
          onlyAdmin={false}
          busy={false}
          onSetRole={vi.fn(async () => undefined)}
          onSetPassword={onSetPassword}
          onRemove={vi.fn()}
        />
      </tbody>
    </table>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Reset password of ana" }));
  return onSetPassword;
}

describe("UserRow password reset", () => {
  it("refuses a short password with the server's own rule and sends nothing", async () => {
    const onSetPassword = renderRow();
    fireEvent.change(screen.getByLabelText("New password for ana"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Password must be at least 8 characters");
    expect(screen.getByLabelText("New password for ana").getAttribute("aria-invalid")).toBe("true");
    expect(onSetPassword).not.toHaveBeenCalled();
  });

  it("sends the new password and closes the field", async () => {
    const onSetPassword = renderRow();
    fireEvent.change(screen.getByLabelText("New password for ana"), { target: { value: "long-enough-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(onSetPassword).toHaveBeenCalledWith("long-enough-1"));
    await waitFor(() => expect(screen.queryByLabelText("New password for ana")).toBeNull());
  });
});
