// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContractBody } from "./service-contract-card";

const since = "2026-11-20T11:00:00.000Z";

afterEach(() => cleanup());

describe("Service contract card", () => {
  it("says in words that nothing was tolerated", () => {
    render(<ContractBody summary={{ since, total: 0, entries: [] }} />);
    expect(screen.getByTestId("service-contract-empty").textContent).toMatch(/Nothing tolerated since the console started/);
  });

  it("lists per endpoint what was tolerated in words, the count, the first examples and when last seen", () => {
    render(
      <ContractBody
        summary={{
          since,
          total: 4,
          entries: [
            {
              endpoint: "GET /organization/reports",
              kind: "field-missing",
              count: 3,
              firstSeenAt: since,
              lastSeenAt: "2026-11-20T11:30:00.000Z",
              examples: [{ path: "reports[].title", value: null, requestId: "req-1", at: since }],
            },
            {
              endpoint: "POST /takedowns/list",
              kind: "deprecation",
              count: 1,
              firstSeenAt: since,
              lastSeenAt: since,
              examples: [{ path: "Deprecation", value: '"true"', requestId: null, at: since }],
            },
          ],
        }}
      />,
    );
    const rows = screen.getAllByTestId("service-contract-entry");
    expect(rows).toHaveLength(2);
    const missing = within(rows[0]!);
    expect(missing.getByText("GET /organization/reports")).toBeTruthy();
    expect(missing.getByText("field missing")).toBeTruthy();
    expect(missing.getByText("3")).toBeTruthy();
    expect(rows[0]!.textContent).toMatch(/reports\[\]\.title \(not sent\)/);
    expect(rows[0]!.textContent).toMatch(/request id req-1/);
    expect(within(rows[1]!).getByText("deprecation announced")).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Deprecation: "true"');
  });
});
