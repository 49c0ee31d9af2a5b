import { describe, expect, it } from "vitest";
import type { SavedViewEntry } from "@/lib/saved-views/service.types";
import { viewHref } from "./use-saved-views";

const view = (state: string): SavedViewEntry => ({
  id: "view_abc",
  page: "reports",
  name: "Open",
  ownerId: 2,
  ownerName: "rev",
  shared: true,
  state,
  pinned: false,
  createdAt: "2026-11-26T00:00:00.000Z",
  updatedAt: "2026-11-26T00:00:00.000Z",
  count: { count: 3, more: false, countedAt: "2026-11-26T00:00:00.000Z" },
  ignored: [],
  canEdit: false,
});

describe("viewHref", () => {
  it("is the view's id and its saved filters; the open report goes, the organization named stays", () => {
    const current = new URLSearchParams("report=12&slug=acme&searchQuery=x");
    expect(viewHref("/reports", current, "reports", view("status=TODO&density=comfortable"), ["density"])).toBe("/reports?view=view_abc&status=TODO&slug=acme");
  });

  it("leaves out what the page no longer takes, and gives the bare page for no view", () => {
    expect(viewHref("/reports", new URLSearchParams(), "reports", view("walletKind=x&status=TODO"), [])).toBe("/reports?view=view_abc&status=TODO");
    expect(viewHref("/reports", new URLSearchParams("status=TODO"), "reports", null, [])).toBe("/reports");
  });
});
