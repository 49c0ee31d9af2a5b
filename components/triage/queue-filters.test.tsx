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
    render(<QueueFilters facets={undefined} filters={{ ...none, age: ["gte168h"] }} onChange={onChange} />);
    expect((screen.getByLabelText("Age") as HTMLSelectElement).value).toBe("gte168h");
    expect(screen.getByTestId("active-filters").textContent).toBe("Filtered by Age: 7 days or more.");
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onChange).toHaveBeenCalledWith({ sla: [], age: [], assetType: [], brand: [] });
  });

  it("names several values sent at once instead of reading Any", () => {
    render(<QueueFilters facets={undefined} filters={{ ...none, sla: ["breached", "dueWithin24h"] }} onChange={() => undefined} />);
    const sla = screen.getByLabelText("SLA state") as HTMLSelectElement;
    expect(sla.selectedOptions[0]?.textContent).toBe("SLA breached or Due within 24 h");
  });

  it("offers no clear and no line when nothing filters", () => {
    render(<QueueFilters facets={undefined} filters={none} onChange={() => undefined} />);
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
    expect(screen.queryByTestId("active-filters")).toBeNull();
    expect(activeFilterWords(none)).toEqual([]);
  });
});
