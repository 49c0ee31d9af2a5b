// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TriageQueueFilters } from "@/lib/queries/triage";
import { activeFilterWords, QueueFilters } from "./queue-filters";

afterEach(cleanup);

const none: TriageQueueFilters = { sla: [], assetType: [], brand: [] };

describe("QueueFilters", () => {
  it("shows an age filter sent by /queues as chosen, in words, with a way to clear it (issue 29)", () => {
    const onChange = vi.fn();
    render(<QueueFilters facets={undefined} filters={{ ...none, age: ["gte168h"] }} onChange={onChange} me="ann" />);
    expect((screen.getByLabelText("Age") as HTMLSelectElement).value).toBe("gte168h");
    expect(screen.getByTestId("active-filters").textContent).toBe("Filtered by Age: 7 days or more.");
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onChange).toHaveBeenCalledWith({ sla: [], age: [], assetType: [], brand: [] });
  });

  it("names several values sent at once instead of reading Any", () => {
    render(<QueueFilters facets={undefined} filters={{ ...none, sla: ["breached", "dueWithin24h"] }} onChange={() => undefined} me="ann" />);
    const sla = screen.getByLabelText("SLA state") as HTMLSelectElement;
    expect(sla.selectedOptions[0]?.textContent).toBe("SLA breached or Due within 24 h");
  });

  it("offers no clear and no line when nothing filters", () => {
    render(<QueueFilters facets={undefined} filters={none} onChange={() => undefined} me="ann" />);
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
    expect(screen.queryByTestId("active-filters")).toBeNull();
    expect(activeFilterWords(none)).toEqual([]);
  });

  it("filters by the console's marks: a tag on Enter, assigned to me, the snoozed ones, said in words", () => {
    const onChange = vi.fn();
    const { rerender } = render(<QueueFilters facets={undefined} filters={none} onChange={onChange} me="ann" />);
    const tag = screen.getByLabelText("Tag");
    fireEvent.change(tag, { target: { value: "Campaign-X" } });
    fireEvent.keyDown(tag, { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith({ ...none, tag: "campaign-x" });
    fireEvent.click(screen.getByLabelText("Assigned to me"));
    expect(onChange).toHaveBeenLastCalledWith({ ...none, assignee: "ann" });
    fireEvent.click(screen.getByLabelText("Snoozed (hidden otherwise)"));
    expect(onChange).toHaveBeenLastCalledWith({ ...none, snoozed: true });
    rerender(<QueueFilters facets={undefined} filters={{ ...none, tag: "campaign-x", assignee: "ann", snoozed: true }} onChange={onChange} me="ann" />);
    expect(screen.getByTestId("active-filters").textContent).toBe("Filtered by Tag: campaign-x · Assigned to ann · Snoozed.");
    expect((screen.getByLabelText("Assigned to me") as HTMLInputElement).checked).toBe(true);
  });

  it("offers no 'assigned to me' to a wall link, which is nobody", () => {
    render(<QueueFilters facets={undefined} filters={none} onChange={() => undefined} me={null} />);
    expect(screen.queryByLabelText("Assigned to me")).toBeNull();
  });
});
