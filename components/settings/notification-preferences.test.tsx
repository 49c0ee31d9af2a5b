// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PreferencesView } from "@/lib/accounts/preferences-schema";
import { NotificationPreferences } from "./notification-preferences";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "X-Request-Id": "req-1" } });

/** The route as the server answers it: GET the stored view, PATCH merges (or refuses a malformed address). */
function serve(initial: PreferencesView) {
  let stored = { ...initial };
  const patches: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "PATCH") {
        const body = JSON.parse(String(init.body));
        patches.push(body);
        if (body.email === "nope")
          return json(
            {
              error: {
                code: "BAD_REQUEST",
                message: "Invalid body",
                requestId: "req-1",
                issues: [{ message: "Enter an email address, like name@example.com", path: ["email"] }],
              },
            },
            400,
          );
        stored = { ...stored, ...body, email: body.email === undefined ? stored.email : body.email || null };
      }
      return json(stored);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationPreferences />
    </QueryClientProvider>,
  );
  return patches;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("NotificationPreferences", () => {
  it("saves an address, shows a refused one at its field, and turns following decisions off", async () => {
    const user = userEvent.setup();
    const patches = serve({ email: null, emailFromProvider: false, followDecisions: true, emailChannel: true });
    const address = await screen.findByLabelText("Your email address");
    await user.type(address, "nope");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("Enter an email address, like name@example.com")).toBeTruthy();
    await user.clear(address);
    await user.type(address, "ana@example.test");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect((await screen.findByTestId("preferences-notice")).textContent).toContain("goes to ana@example.test");
    const follow = screen.getByRole("checkbox", { name: /Follow the asset of every review I send/ }) as HTMLInputElement;
    expect(follow.checked).toBe(true);
    await user.click(follow);
    expect((await screen.findByTestId("preferences-notice")).textContent).toContain("no longer follow");
    expect(follow.checked).toBe(false);
    expect(patches).toEqual([{ email: "nope" }, { email: "ana@example.test" }, { followDecisions: false }]);
  });

  it("says when the console cannot mail, and leaves a provider's address read-only", async () => {
    serve({ email: "sso@example.test", emailFromProvider: true, followDecisions: true, emailChannel: false });
    const address = (await screen.findByLabelText("Your email address")) as HTMLInputElement;
    expect(address.readOnly).toBe(true);
    expect(address.value).toBe("sso@example.test");
    expect(screen.getByText("Set by your identity provider at every sign-in.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save address" })).toBeNull();
  });
});
