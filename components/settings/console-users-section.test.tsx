// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConsoleUsersSection } from "./console-users-section";

// Moved from e2e/settings.spec.ts ("the only admin's role and removal are off with the reason"); the
// server's 409 LAST_ADMIN for both is app/api/console-users/route.test.ts.

const at = "2026-11-01T00:00:00.000Z";
const user = (username: string, role: string) => ({ username, role, createdAt: at, updatedAt: at, source: "local" });

function renderSection(users: ReturnType<typeof user>[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ users }), { status: 200, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConsoleUsersSection currentUsername="admin" />
    </QueryClientProvider>,
  );
}

const rowOf = async (username: string) => {
  const rows = await screen.findAllByTestId("user-row");
  return rows.find((r) => r.getAttribute("data-username") === username)!;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ConsoleUsersSection and the only admin", () => {
  it("turns off the only admin's role and removal, with the reason once", async () => {
    renderSection([user("admin", "admin"), user("ana", "viewer")]);
    const row = await rowOf("admin");
    expect(row.textContent).toContain("(you)");
    expect(within(row).getByTestId("only-admin-reason").textContent).toBe("The only admin cannot be removed or demoted");
    expect((within(row).getByLabelText("Role of admin") as HTMLSelectElement).disabled).toBe(true);
    expect((within(row).getByRole("button", { name: "Remove admin" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByTestId("only-admin-reason")).toHaveLength(1);
    // The other user's row is free to change.
    const other = await rowOf("ana");
    expect((within(other).getByLabelText("Role of ana") as HTMLSelectElement).disabled).toBe(false);
  });

  it("with two admins, neither is the only one", async () => {
    renderSection([user("admin", "admin"), user("bea", "admin")]);
    const row = await rowOf("admin");
    expect((within(row).getByLabelText("Role of admin") as HTMLSelectElement).disabled).toBe(false);
    expect(screen.queryByTestId("only-admin-reason")).toBeNull();
  });
});
