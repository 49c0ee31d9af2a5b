// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchableMultiSelect } from "./searchable-multi-select";

const OPTIONS = [
  { value: "TELEGRAM", label: "Telegram channel" },
  { value: "EMAIL", label: "Email address" },
  { value: "DOMAIN", label: "Domain" },
];

function Harness({ initial = [], onChange = () => {}, status }: { initial?: string[]; onChange?: (v: string[]) => void; status?: React.ReactNode }) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <>
      <SearchableMultiSelect
        label="Asset types"
        options={OPTIONS}
        selected={selected}
        onChange={(values) => {
          setSelected(values);
          onChange(values);
        }}
        testId="filter-assetTypes"
        status={status}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole("button", { name: /^Asset types/ });
const flush = () => act(async () => {});

afterEach(cleanup);

describe("SearchableMultiSelect", () => {
  it("opens from its button into the search field, filters by label or value, and applies each tick at once", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(trigger().textContent).toContain("Asset types: any");
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(trigger());
    await flush();
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
    const search = screen.getByLabelText("Search asset types");
    // Base UI moves focus in an animation frame: waited for, as a loaded machine may not have run it yet (CI run I).
    await vi.waitFor(() => expect(document.activeElement).toBe(search));
    expect(screen.getByRole("dialog", { name: "Asset types" })).toBeTruthy();
    expect(trigger().getAttribute("aria-controls")).toBe(screen.getByRole("dialog").id);

    fireEvent.change(search, { target: { value: "teleg" } });
    expect(screen.getAllByRole("checkbox").map((c) => c.closest("label")?.textContent)).toEqual(["Telegram channel"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Telegram channel" }));
    fireEvent.change(search, { target: { value: "EMAIL" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Email address" }));
    expect(onChange).toHaveBeenLastCalledWith(["TELEGRAM", "EMAIL"]);
    expect(trigger().textContent).toContain("Asset types: 2 selected");
    fireEvent.change(search, { target: { value: "nothing like it" } });
    expect(screen.getByText("No match")).toBeTruthy();
  });

  it("closes on Escape and gives the focus back to its button", async () => {
    render(<Harness />);
    fireEvent.click(trigger());
    await flush();
    fireEvent.keyDown(screen.getByLabelText("Search asset types"), { key: "Escape" });
    await flush();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it("closes on a press outside it", async () => {
    render(<Harness />);
    fireEvent.click(trigger());
    await flush();
    const elsewhere = screen.getByRole("button", { name: "elsewhere" });
    fireEvent.pointerDown(elsewhere);
    fireEvent.mouseDown(elsewhere);
    fireEvent.pointerUp(elsewhere);
    fireEvent.mouseUp(elsewhere);
    fireEvent.click(elsewhere);
    await flush();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lists a selected value it does not know, so it can be unticked, and Clear empties the selection", async () => {
    const onChange = vi.fn();
    render(<Harness initial={["LEGACY"]} onChange={onChange} />);
    fireEvent.click(trigger());
    await flush();
    const unknown = screen.getByRole("checkbox", { name: "LEGACY" }) as HTMLInputElement;
    expect(unknown.checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("shows the status instead of the list", async () => {
    render(<Harness status={<p>Loading brands…</p>} />);
    fireEvent.click(trigger());
    await flush();
    expect(screen.getByText("Loading brands…")).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
