// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type JobRow, JobsSection } from "./jobs-section";

afterEach(cleanup);

const job = (over: Partial<JobRow>): JobRow => ({
  name: "alert evaluation",
  intervalMs: 60_000,
  lastSuccessAt: "2026-11-26T05:00:00.000Z",
  lastFailureAt: null,
  lastError: null,
  nextRunAt: "2026-11-26T05:01:00.000Z",
  holder: "4242-0b9c",
  switchedOffAt: null,
  stale: false,
  ...over,
});

describe("the background jobs on /health", () => {
  it("says each job's interval, last failure and why, the instance; an overdue job is red and says so in words", () => {
    render(
      <JobsSection
        staleAfter={3}
        jobs={[
          job({}),
          job({ name: "weekly digests", stale: true, lastSuccessAt: null, lastFailureAt: "2026-11-26T05:00:00.000Z", lastError: "the mail server refused" }),
        ]}
      />,
    );
    const [evaluation, digests] = screen.getAllByTestId("health-job");
    expect(evaluation!.textContent).toContain("every 1 min");
    expect(evaluation!.textContent).toContain("process 4242");
    expect(evaluation!.dataset.stale).toBe("false");
    expect(digests!.dataset.stale).toBe("true");
    expect(digests!.className).toContain("bg-fail-soft");
    expect(digests!.textContent).toContain("Overdue: no success for 3 intervals");
    expect(digests!.textContent).toContain("never");
    expect(digests!.textContent).toContain("the mail server refused");
  });

  it("a job the configuration switched off says so, muted, and is not overdue", () => {
    render(<JobsSection staleAfter={3} jobs={[job({ name: "threats sync", switchedOffAt: "2026-11-26T05:00:00.000Z", nextRunAt: null })]} />);
    const row = screen.getByTestId("health-job");
    expect(row.dataset.switchedOff).toBe("true");
    expect(row.dataset.stale).toBe("false");
    expect(row.className).toContain("text-muted");
    expect(row.textContent).toContain("Switched off by the configuration");
    expect(row.textContent).toContain("not while off");
    expect(row.textContent).not.toContain("Overdue");
  });
});
