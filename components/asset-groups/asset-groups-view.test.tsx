// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
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
  });

  it("offers no change to a viewer", async () => {
    renderView(false);
    expect(await screen.findByText("Corporate domains")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Rename|Delete/ })).toBeNull();
    expect(screen.queryByLabelText("New group name")).toBeNull();
  });
});
