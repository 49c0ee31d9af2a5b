// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildQueue } from "./queue";
import { ReviewDialog, type ReviewRequest } from "./review-dialog";
import { makeReport } from "./test-reports";

beforeAll(() => {
  // jsdom has no modal dialogs; these stand-ins only track `open`.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Fires an event that may confirm, and waits for the dialog's check (react-hook-form: asynchronous) to settle. */
const confirming = (fire: () => void) =>
  act(async () => {
    fire();
  });

const item = buildQueue([makeReport("7", null, [{ id: "70", assetId: "700" }])], { hidden: new Set(), notWaiting: new Set() })[0]!;

function renderDialog(request: ReviewRequest) {
  vi.stubGlobal("fetch", async () => Response.json({ brands: [{ id: "4", name: "Acme Exchange", type: "ORGANIZATION" }] }));
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewDialog request={request} onSubmit={onSubmit} onCancel={onCancel} returnFocus={() => null} />
    </QueryClientProvider>,
  );
  return { onSubmit, onCancel };
}

describe("ReviewDialog", () => {
  it("approve: warns that it cannot be undone, asks for the brand; Enter never confirms, Ctrl+Enter does, with ids as received", async () => {
    const { onSubmit } = renderDialog({ item, decision: "APPROVE" });
    expect(screen.getByRole("note").textContent).toMatch(/cannot be undone/);
    const label = screen.getByLabelText(/^Brand Impersonation/);
    fireEvent.click(label);
    fireEvent.keyDown(label, { key: "Enter" });
    expect(onSubmit).not.toHaveBeenCalled();
    await confirming(() => fireEvent.keyDown(label, { key: "Enter", ctrlKey: true }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText("Choose the brand for “Brand Impersonation”.")).toBeTruthy();
    const select = screen.getByRole("combobox", { name: /^Brand/ });
    await waitFor(() => expect(screen.getByRole("option", { name: "Acme Exchange (Organization)" })).toBeTruthy());
    fireEvent.change(select, { target: { value: "4" } });
    fireEvent.keyDown(select, { key: "Enter" });
    expect(onSubmit).not.toHaveBeenCalled();
    await confirming(() => fireEvent.keyDown(select, { key: "Enter", metaKey: true }));
    expect(onSubmit).toHaveBeenCalledWith(item, { assetId: "700", decision: "APPROVE", label: "Brand Impersonation", brandId: "4" });
  });

  it("watchlist OTHER needs the note; the submit button sends the trimmed note", async () => {
    const { onSubmit } = renderDialog({ item, decision: "WATCHLIST" });
    fireEvent.click(screen.getByLabelText("Other (explain in a note)"));
    await confirming(() => fireEvent.click(screen.getByRole("button", { name: "Add to watchlist" })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Describe the reason in a note.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: " kit clone " } });
    await confirming(() => fireEvent.click(screen.getByRole("button", { name: "Add to watchlist" })));
    expect(onSubmit).toHaveBeenCalledWith(item, { assetId: "700", decision: "WATCHLIST", watchlistReason: "OTHER", note: "kit clone" });
  });

  it("suggests the brand the report names, and says what approving as a false positive does", async () => {
    const { onSubmit } = renderDialog({ item: { ...item, brandIds: ["4"] }, decision: "APPROVE" });
    expect(screen.getByText(/Still approves and blocks the asset/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Brand Impersonation/));
    expect(await screen.findByText("Suggested: the report names this brand.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("option", { name: "Acme Exchange (Organization)" })).toBeTruthy());
    await confirming(() => fireEvent.click(screen.getByRole("button", { name: "Approve and block worldwide" })));
    expect(onSubmit).toHaveBeenCalledWith(expect.anything(), { assetId: "700", decision: "APPROVE", label: "Brand Impersonation", brandId: "4" });
  });

  it("suggests no brand when the title names several, and says which", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({
        brands: [
          { id: "1", name: "Acme" },
          { id: "5", name: "Road Runner Labs" },
        ],
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReviewDialog
          request={{ item: { ...item, brandIds: [], namedBrandIds: ["1", "5"] }, decision: "APPROVE" }}
          onSubmit={vi.fn()}
          onCancel={vi.fn()}
          returnFocus={() => null}
        />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByLabelText(/^Brand Impersonation/));
    await waitFor(() =>
      expect(screen.getByTestId("brand-suggestion").textContent).toBe(
        "No brand suggested: the report's title names 2 of your brands (Acme, Road Runner Labs). Choose the one it impersonates.",
      ),
    );
    expect((screen.getByRole("combobox", { name: /^Brand/ }) as HTMLSelectElement).value).toBe("");
  });

  it("Cancel and the dialog's cancel event (Escape) both cancel without sending", () => {
    const { onSubmit, onCancel } = renderDialog({ item, decision: "REJECT" });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = document.querySelector("dialog")!;
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("reject without a reason says so on the choice and moves focus to it; with one it sends only the reason", async () => {
    const { onSubmit } = renderDialog({ item, decision: "REJECT" });
    await confirming(() => fireEvent.click(screen.getByRole("button", { name: "Reject" })));
    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole("group", { name: /^Reason/ });
    expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Choose a reason.");
    expect(document.activeElement).toBe(screen.getByLabelText("Irrelevant"));
    fireEvent.click(screen.getByLabelText("Decayed (no longer active)"));
    expect(group.hasAttribute("aria-describedby")).toBe(false);
    await confirming(() => fireEvent.click(screen.getByRole("button", { name: "Reject" })));
    expect(onSubmit).toHaveBeenCalledWith(item, { assetId: "700", decision: "REJECT", rejectReason: "decayed" });
  });
});
