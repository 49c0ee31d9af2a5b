// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { unassignedSentence } from "./delete-group-dialog";
import { GroupTable } from "./group-table";

afterEach(cleanup);

describe("GroupTable with fields the service did not send", () => {
  it("says so in words instead of a blank name or a 0 count", () => {
    render(
      <GroupTable
        groups={[
          { id: "g1", name: "Domains", assetCount: null, notSent: ["assetCount"] },
          { id: 2, name: null, assetCount: 0, notSent: ["name"] },
        ]}
        canEdit
        refreshing={false}
        onRename={async () => {}}
        onDelete={() => {}}
      />,
    );
    const [first, second] = screen.getAllByTestId("group-row");
    expect(within(first!).getByTestId("group-count").textContent).toBe("not sent by the service");
    expect(within(second!).getByTestId("group-name").textContent).toBe("(name not sent by the service)");
    expect(within(second!).getByTestId("group-count").textContent).toBe("0");
    expect(screen.getByRole("button", { name: "Delete (name not sent by the service)" })).toBeTruthy();
  });

  it("does not promise a number of unassigned assets it was not given", () => {
    expect(unassignedSentence(null)).toBe(
      "How many assets are assigned to it was not sent by the service; any that are will be unassigned, the assets themselves are kept.",
    );
  });
});
