// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import { ChannelForm } from "./channel-form";
import { targetWords } from "./channels-section";

afterEach(cleanup);

const noop = () => undefined;
const describedText = (el: HTMLElement) => (el.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "");

describe("ChannelForm", () => {
  it("takes a webhook address in a plain URL field, not a password field", () => {
    render(<ChannelForm channel={null} pending={false} onSave={noop} onCancel={noop} />);
    const address = screen.getByLabelText("Webhook address");
    expect(address.getAttribute("type")).toBe("url");
    // The signing secret stays masked: it is a secret, the address's host is not.
    expect(screen.getByLabelText("Signing secret").getAttribute("type")).toBe("password");
  });

  it("shows each refused field's issue on that field, and only the rest in the summary", () => {
    const error = new ApiClientError(400, "BAD_REQUEST", "Invalid body", [
      { message: "An http(s) address is required", path: ["body", "secrets", "url"] },
      { message: "Too small: expected string to have >=1 characters", path: ["body", "name"] },
      { message: "Something about the whole body", path: ["body"] },
    ]);
    render(<ChannelForm channel={null} pending={false} error={error} onSave={noop} onCancel={noop} />);
    const address = screen.getByLabelText("Webhook address");
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(address)).toContain("An http(s) address is required");
    expect(describedText(screen.getByLabelText("Channel name"))).toContain("Too small: expected string to have >=1 characters");
    const summary = screen.getByRole("alert");
    expect(summary.textContent).toContain("2 fields say what to change.");
    expect(summary.textContent).toContain("Something about the whole body");
    expect(summary.textContent).not.toContain("An http(s) address is required");

    // Editing the field takes its message away.
    fireEvent.change(address, { target: { value: "https://hooks.slack.com/services/x" } });
    expect(address.hasAttribute("aria-invalid")).toBe(false);
  });

  it("puts an error without issues in the summary", () => {
    render(
      <ChannelForm
        channel={null}
        pending={false}
        error={new ApiClientError(409, "CONFLICT", "A channel's type cannot change")}
        onSave={noop}
        onCancel={noop}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("A channel's type cannot change");
  });
});

describe("ChannelForm before sending", () => {
  // Also what e2e/alerts.spec.ts checked of a refused channel in the browser (moved here).
  it("refuses what the route would, on its field, and sends nothing", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ChannelForm channel={null} pending={false} onSave={onSave} onCancel={noop} />);
    await user.type(screen.getByLabelText("Channel name"), "Hook");
    await user.type(screen.getByLabelText("Webhook address"), "https://receiver.example.test/hook");
    await user.type(screen.getByLabelText("Signing secret"), "not-a-signing-secret");
    await user.click(screen.getByRole("button", { name: "Add channel" }));
    await waitFor(() => expect(screen.getByTestId("form-error-summary").textContent).toBe("Not saved. One field says what to change."));
    expect(screen.getByTestId("field-error").textContent).toBe("A signing secret is `whsec_` and base64");
    expect(screen.getByLabelText("Signing secret").getAttribute("aria-invalid")).toBe("true");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sends an email channel's settings, its recipients as a list, and only the secrets entered", async () => {
    const onSave = vi.fn();
    render(<ChannelForm channel={null} pending={false} onSave={onSave} onCancel={noop} />);
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "email" } });
    fireEvent.change(screen.getByLabelText("Channel name"), { target: { value: "Mail" } });
    fireEvent.change(screen.getByLabelText("SMTP host"), { target: { value: "smtp.example.test" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "rampart@example.test" } });
    fireEvent.change(screen.getByLabelText("To (comma-separated)"), { target: { value: "a@example.test, b@example.test," } });
    fireEvent.click(screen.getByRole("button", { name: "Add channel" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      type: "email",
      name: "Mail",
      settings: {
        host: "smtp.example.test",
        port: 587,
        secure: false,
        allowPlainText: false,
        username: "",
        from: "rampart@example.test",
        to: ["a@example.test", "b@example.test"],
      },
      secrets: {},
    });
  });

  it("sends without TLS only when the admin ticks it, and offers it only without TLS from the start", async () => {
    const onSave = vi.fn();
    render(<ChannelForm channel={null} pending={false} onSave={onSave} onCancel={noop} />);
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "email" } });
    const plain = screen.getByRole("checkbox", { name: /Send without encryption when the mail server offers no TLS/ });
    expect((plain as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole("checkbox", { name: "TLS from the start (port 465)" }));
    expect(screen.queryByRole("checkbox", { name: /Send without encryption/ })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "TLS from the start (port 465)" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Send without encryption/ }));
    fireEvent.change(screen.getByLabelText("Channel name"), { target: { value: "Relay" } });
    fireEvent.change(screen.getByLabelText("SMTP host"), { target: { value: "relay.internal.test" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "rampart@example.test" } });
    fireEvent.change(screen.getByLabelText("To (comma-separated)"), { target: { value: "a@example.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Add channel" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].settings).toMatchObject({ secure: false, allowPlainText: true });
  });
});

describe("targetWords", () => {
  const base = { settings: {}, secretsSet: ["url"] };
  it("lists a webhook channel by its host and its address's mark, never its path", () => {
    expect(targetWords({ ...base, type: "slack", addressHost: "hooks.slack.com", addressMark: "3f9a1c" })).toBe("hooks.slack.com/… · mark 3f9a1c");
  });
  it("says when there is no address", () => {
    expect(targetWords({ ...base, type: "teams", secretsSet: [], addressHost: null, addressMark: null })).toBe("no address");
  });
});
