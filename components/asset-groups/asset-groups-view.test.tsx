// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "@/components/ui/toast";
import { AssetGroupsView } from "./asset-groups-view";

type Pending = { resolve: (r: Response) => void; method: string; url: string; body: unknown };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } });

let groups: { id: number | string; name: string; assetCount: number }[];
let pending: Pending[];

beforeEach(() => {
  groups = [
    { id: "1", name: "Corporate domains", assetCount: 9 },
    { id: "2", name: "Wallet apps", assetCount: 0 },
  ];
  pending = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method === "GET") return json({ groups });
      // Mutations wait until the test answers them, so the optimistic state can be seen.
      return new Promise<Response>((resolve) => pending.push({ resolve, method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderView(canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <AssetGroupsView canEdit={canEdit} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

async function rename(from: string, to: string) {
  // The list's first load may take more than findBy's second on a busy machine.
  fireEvent.click(await screen.findByRole("button", { name: `Rename ${from}` }, { timeout: 5_000 }));
  const field = screen.getByLabelText(`New name for ${from}`);
  fireEvent.change(field, { target: { value: to } });
  // The form checks the name (react-hook-form, asynchronous) before it sends or refuses.
  await act(async () => {
    fireEvent.submit(field.closest("form")!);
  });
}

describe("AssetGroupsView rename", () => {
  it("shows the new name at once, sends the id as received, and keeps it on success", async () => {
    renderView();
    await rename("Wallet apps", "Wallets");
    expect(await screen.findByText("Wallets")).toBeTruthy();
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]).toMatchObject({ method: "PATCH", url: "/api/organization/asset-groups/2", body: { groupId: "2", name: "Wallets" } });
    groups[1] = { ...groups[1]!, name: "Wallets" };
    await act(async () => pending[0]!.resolve(json({ id: "2", name: "Wallets" })));
    expect(await screen.findByText('Renamed "Wallet apps" to "Wallets".')).toBeTruthy();
    expect(screen.getByText("Wallets")).toBeTruthy();
  });

  it("rolls back on a 409 and names the taken name", async () => {
    renderView();
    await rename("Wallet apps", "Corporate domains");
    const rows = await screen.findAllByTestId("group-name");
    expect(rows.map((r) => r.textContent)).toEqual(["Corporate domains", "Corporate domains"]);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    await act(async () =>
      pending[0]!.resolve(
        json({ error: { code: "CONFLICT", message: 'An asset group named "Corporate domains" already exists in this organization', requestId: "req-9" } }, 409),
      ),
    );
    expect(await screen.findByText('A group named "Corporate domains" already exists')).toBeTruthy();
    expect(screen.getByText("Request id: req-9")).toBeTruthy();
    // The refused rename reopens its editor with what was typed, to fix and retry.
    await vi.waitFor(() => expect((screen.getByLabelText("New name for Wallet apps") as HTMLInputElement).value).toBe("Corporate domains"));
    expect(screen.getAllByTestId("group-name").map((r) => r.textContent)).toEqual(["Corporate domains"]);
  });

  it("sends nothing for a name the service would refuse", async () => {
    renderView();
    await rename("Wallet apps", "👍🏽".repeat(200));
    expect(screen.getByText("Group name must be between 1 and 255 characters")).toBeTruthy();
    expect(pending).toHaveLength(0);
  });
});

// Moved from e2e/asset-groups.spec.ts: what a person typing into the rename field sees, and what is sent.
describe("AssetGroupsView rename, typed", () => {
  async function openRename(from: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Rename ${from}` }, { timeout: 5_000 }));
    const field = screen.getByLabelText(`New name for ${from}`);
    return { user, field };
  }

  it("refuses an empty name and one of 256 characters on the field, sending nothing", async () => {
    renderView();
    const { user, field } = await openRename("Wallet apps");
    await user.clear(field);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Enter a name")).toBeTruthy();
    await user.type(field, "x".repeat(256));
    await user.keyboard("{Enter}");
    expect(await screen.findByText("A name has at most 255 characters (this one has 256)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("New name for Wallet apps")).toBeNull();
    expect(pending).toHaveLength(0);
  });

  it("after a 409 the reopened editor keeps the refused name, and Escape gives it up", async () => {
    renderView();
    const { user, field } = await openRename("Wallet apps");
    await user.clear(field);
    await user.type(field, "corporate domains{Enter}");
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    await act(async () =>
      pending[0]!.resolve(json({ error: { code: "CONFLICT", message: 'An asset group named "corporate domains" already exists', requestId: "req-9" } }, 409)),
    );
    expect(await screen.findByText('A group named "corporate domains" already exists')).toBeTruthy();
    const editor = await screen.findByLabelText("New name for Wallet apps");
    await vi.waitFor(() => expect((editor as HTMLInputElement).value).toBe("corporate domains"));
    await user.type(editor, "{Escape}");
    await vi.waitFor(() => expect(screen.queryByLabelText("New name for Wallet apps")).toBeNull());
    expect(screen.getAllByTestId("group-name").map((r) => r.textContent)).toEqual(["Corporate domains", "Wallet apps"]);
  });

  it("a rename of a group deleted elsewhere says so and refreshes the list", async () => {
    renderView();
    const { user, field } = await openRename("Wallet apps");
    await user.clear(field);
    await user.type(field, "Wallets{Enter}");
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    // Deleted elsewhere: the service no longer lists it, and answers the rename 404.
    groups = groups.filter((g) => g.id !== "2");
    await act(async () => pending[0]!.resolve(json({ error: { code: "NOT_FOUND", message: "Asset group not found", requestId: "req-4" } }, 404)));
    expect(await screen.findByText(/This group no longer exists/)).toBeTruthy();
    // The refreshed list has no row of it: no name, no editor, no buttons.
    await vi.waitFor(() => expect(screen.getAllByTestId("group-row")).toHaveLength(1));
    expect(screen.queryByLabelText("New name for Wallet apps")).toBeNull();
    expect(screen.queryByRole("button", { name: /Wallet/ })).toBeNull();
  });
});

describe("AssetGroupsView delete and read-only", () => {
  it("confirms with the number of assets that lose their group", async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    renderView();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Corporate domains" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(within(dialog).getByText(/9 assets will be unassigned/)).toBeTruthy();
    // Cancel keeps the group: nothing is sent.
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Cancel", hidden: true }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(pending).toHaveLength(0);
    expect(screen.getByText("Corporate domains")).toBeTruthy();
  });

  it("offers no change to a viewer", async () => {
    renderView(false);
    expect(await screen.findByText("Corporate domains")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Rename|Delete/ })).toBeNull();
    expect(screen.queryByLabelText("New group name")).toBeNull();
    expect(screen.getByText(/^Read only: you need the admin role/)).toBeTruthy();
  });
});
