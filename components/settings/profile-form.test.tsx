// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userSchema } from "@/lib/contract/user";
import { ProfileForm } from "./profile-form";

// Moved from e2e/settings.spec.ts ("an avatar address that is not http(s) is refused before sending
// and never previewed"); the profile saved end to end stays there.

const USER = userSchema.parse({
  id: 1,
  name: "Acme Security",
  avatarUrl: null,
  email: "security@acme.example",
  role: "ADMIN",
  protectionConfig: { linkMonitoring: true, socialMediaScanning: false, historyScanning: true },
});

let sent: string[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      sent.push(url);
      return new Response(JSON.stringify({ user: USER }), { status: 200, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm user={USER} />
    </QueryClientProvider>,
  );
}

describe("ProfileForm avatar address", () => {
  it("a javascript: address is never previewed, and Save refuses it on its field without sending", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Avatar URL"), "javascript:alert(1)");
    expect(screen.getByText("Preview shows only http(s) addresses.")).toBeTruthy();
    expect(screen.queryByAltText("Avatar preview")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Enter an address starting with http:// or https://")).toBeTruthy();
    expect(screen.getByLabelText("Avatar URL").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("an address on the console's own origin is previewed and sent", async () => {
    const user = userEvent.setup();
    renderForm();
    const own = `${window.location.origin}/icon.svg`;
    await user.type(screen.getByLabelText("Avatar URL"), own);
    expect(screen.getByAltText("Avatar preview").getAttribute("src")).toBe(own);
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await vi.waitFor(() => expect(sent).toEqual(["/api/user/me/update"]));
  });
});
