// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportReportsButton } from "./export-reports-button";

const download = vi.hoisted(() => ({ finish: (_rows: number) => {}, progress: (_rows: number, _total: number) => {} }));
vi.mock("./export-reports-download", () => ({
  downloadReportsCsv: (_filters: unknown, _signal: AbortSignal, onProgress: (rows: number, total: number) => void) =>
    new Promise((resolve) => {
      download.progress = onProgress;
      download.finish = (rows) => resolve({ rows, fileName: "reports-test.csv" });
    }),
}));

afterEach(cleanup);

describe("ExportReportsButton", () => {
  it("keeps a running export and its outcome when the button is mounted again (the views bar swapping in its code)", async () => {
    const first = render(<ExportReportsButton filters={{}} />);
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() => expect(screen.getByTestId("export-progress")).toBeTruthy());
    first.unmount();

    render(<ExportReportsButton filters={{}} />);
    act(() => download.progress(40, 262));
    expect(screen.getByTestId("export-progress").textContent).toContain("40 of 262 rows");
    await act(async () => download.finish(262));
    expect(screen.getByTestId("export-done").textContent).toBe("Saved reports-test.csv (262 rows).");
  });
});
