// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable, RowHeader, Table, TableHead, Td } from "./table";

afterEach(cleanup);

describe("TableHead", () => {
  it("names each column in order, leaves out false ones and aligns numeric ones right", () => {
    render(
      <Table caption="Groups">
        <TableHead columns={["Name", false, null, { label: "Assets", numeric: true }]} />
        <tbody />
      </Table>,
    );
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual(["Name", "Assets"]);
    expect(headers.every((h) => h.getAttribute("scope") === "col")).toBe(true);
    expect(headers[1].className).toContain("text-right");
    expect(headers[0].className).toContain("text-left");
  });

  it("adds an actions column named for screen readers only", () => {
    render(
      <Table caption="Users">
        <TableHead columns={["User"]} actions className="sticky" />
        <tbody />
      </Table>,
    );
    const actions = screen.getByRole("columnheader", { name: "Actions" });
    expect(actions.querySelector(".sr-only")?.textContent).toBe("Actions");
    expect(screen.getByRole("table", { name: "Users" }).querySelector("thead")?.className).toBe("sticky");
  });
});

describe("RowHeader", () => {
  it("is the header of its row", () => {
    render(
      <Table caption="Buckets">
        <tbody>
          <tr>
            <RowHeader>Under 24 h</RowHeader>
            <Td>3</Td>
          </tr>
        </tbody>
      </Table>,
    );
    const header = screen.getByRole("rowheader", { name: "Under 24 h" });
    expect(header.getAttribute("scope")).toBe("row");
    expect(screen.getByRole("cell", { name: "3" })).toBeTruthy();
  });
});

describe("DataTable", () => {
  it("draws a row per item under its header, in a focusable region named by the label", () => {
    render(
      <DataTable
        label="Alert rules"
        caption="Alert rules with their state"
        data-testid="rules"
        columns={["Rule"]}
        actions
        items={[{ id: 1, name: "queue" }]}
        row={(rule) => (
          <tr key={rule.id}>
            <Td>{rule.name}</Td>
            <Td>edit</Td>
          </tr>
        )}
      />,
    );
    const region = screen.getByRole("region", { name: "Alert rules" });
    expect(region.tabIndex).toBe(0);
    const table = screen.getByRole("table", { name: "Alert rules with their state" });
    expect(table.getAttribute("data-testid")).toBe("rules");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Rule", "Actions"]);
    expect(screen.getByRole("cell", { name: "queue" })).toBeTruthy();
  });

  it("names the table by the label when there is no caption", () => {
    render(<DataTable label="Notification channels" columns={["Name"]} items={[]} row={() => null} />);
    expect(screen.getByRole("table", { name: "Notification channels" })).toBeTruthy();
  });
});
