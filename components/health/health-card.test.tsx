// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HealthcheckResult } from "@/lib/contract/healthcheck";
import { HEALTHCHECKS } from "@/lib/contract/healthcheck-request";
import type { RegisteredCheck } from "@/lib/queries/healthchecks";
import { HealthCard, NotImplementedCard } from "./health-card";

afterEach(cleanup);

const definition = HEALTHCHECKS.find((c) => c.id === "reviewing.old-proposals")!;
const check: RegisteredCheck = { id: definition.id, title: definition.title, category: "reviewing", runnable: true, definition };
const result: HealthcheckResult = {
  id: definition.id,
  title: "Old proposals in review",
  category: "reviewing",
  generatedAt: "2026-11-20T12:00:00.000Z",
  scope: { slug: "acme" },
  ok: false,
  severity: "fail",
  observed: { warnCount: 2, failCount: 1, oldestAgeHours: 400.5 },
  threshold: { warnAgeHours: 168, failAgeHours: 336 },
  findings: [
    { kind: "proposal", ref: "proposal:7", message: "Pending for 400.5 h", severity: "fail" },
    { kind: "report", ref: "report:3", message: "Odd one", severity: "critical" },
    { kind: "takedown", ref: "takedown:9", message: "In progress for 9 d", severity: "warn" },
    { kind: "detection-config", ref: "detection-config:4", message: "Silent for 9 d", severity: "warn" },
  ],
  suggestedAction: "Review the oldest first.",
  appUrl: "/triage",
};

describe("HealthCard", () => {
  it("says in words what the service did not send, instead of blanks, and still links a finding without a message", () => {
    const sparse: HealthcheckResult = {
      ...result,
      scope: null,
      observed: null,
      findings: [{ kind: "takedown", ref: "3018", message: null, severity: null, notSent: ["message", "severity"] }],
      appUrl: null,
      notSent: ["scope", "observed", "appUrl"],
      unreadableFindings: 1,
    };
    render(
      <HealthCard
        check={check}
        state={{ kind: "done", graded: { grade: "fail" }, result: sparse }}
        rawThresholds={{}}
        onApplyThresholds={() => {}}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByTestId("check-not-sent").textContent).toBe(
      "The organization, what was observed, the link to the service's app: not sent by the service.",
    );
    expect(within(screen.getByTestId("observed")).getByText("Not sent by the service")).toBeTruthy();
    expect(screen.getByText(/an organization not sent by the service/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Takedown 3018" }).getAttribute("href")).toBe("/takedowns?id=3018");
    expect(within(screen.getByTestId("finding")).getAllByText("not sent by the service")).toHaveLength(2);
    expect(screen.getByTestId("findings-unreadable").textContent).toContain("1 finding could not be read");
    expect(screen.queryByRole("link", { name: /Open in/ })).toBeNull();
  });

  it("shows grade as icon + word, observed against threshold, findings with console links, action and app link", () => {
    render(
      <HealthCard
        check={check}
        state={{ kind: "done", graded: { grade: "fail" }, result }}
        rawThresholds={{}}
        onApplyThresholds={() => {}}
        onRetry={() => {}}
      />,
    );
    const card = screen.getByTestId("health-card-reviewing.old-proposals");
    expect(card.getAttribute("data-grade")).toBe("fail");
    expect(within(card).getByTestId("grade-reviewing.old-proposals").textContent).toBe("✕Fail");
    expect(within(screen.getByTestId("observed")).getByText("16 days")).toBeTruthy();
    expect(within(screen.getByTestId("threshold")).getByText("14 days")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Review in triage" }).getAttribute("href")).toBe("/triage?proposal=7");
    expect(screen.getByRole("link", { name: "Report 3" }).getAttribute("href")).toBe("/reports?report=3");
    expect(screen.getByRole("link", { name: "Takedown 9" }).getAttribute("href")).toBe("/takedowns?id=9");
    expect(screen.queryByRole("link", { name: /detection-config/ })).toBeNull();
    // A ref with no page of its own is named in words; the message's hour counts read as durations.
    expect(screen.getByText("Detection config 4")).toBeTruthy();
    expect(screen.queryByText(/detection-config:4/)).toBeNull();
    expect(screen.getByText("Pending for about 17 days")).toBeTruthy();
    expect(screen.queryByText(/400\.5 h/)).toBeNull();
    expect(screen.getByText("critical")).toBeTruthy();
    expect(screen.getByText("Review the oldest first.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open in the console" }).getAttribute("href")).toBe("/triage");
  });

  it("opens a place the console has for a check whose appUrl names a settings section that does not exist", () => {
    const silent = HEALTHCHECKS.find((c) => c.id === "detections.silent-configs")!;
    const silentCheck: RegisteredCheck = { id: silent.id, title: silent.title, category: "detections", runnable: true, definition: silent };
    render(
      <HealthCard
        check={silentCheck}
        state={{ kind: "done", graded: { grade: "warn" }, result: { ...result, id: silent.id, appUrl: "/settings?section=detections" } }}
        rawThresholds={{}}
        onApplyThresholds={() => {}}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByTestId("check-app-link").getAttribute("href")).toBe("/reports?sources=AUTO_DETECTION");
  });

  it("says why a check is unknown and offers to run it again", () => {
    const onRetry = vi.fn();
    render(
      <HealthCard
        check={check}
        state={{
          kind: "done",
          graded: { grade: "unknown", reason: "The check failed to run: Down" },
          failure: { status: 502, code: "X", message: "Down", requestId: "r-1" },
        }}
        rawThresholds={{}}
        onApplyThresholds={() => {}}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByTestId("grade-reason").textContent).toContain("The check failed to run: Down");
    expect(screen.getByTestId("grade-reason").textContent).toContain("r-1");
    fireEvent.click(screen.getByRole("button", { name: "Run again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("refuses invalid thresholds in the form without applying them, applies valid ones", async () => {
    const onApply = vi.fn();
    render(
      <HealthCard
        check={check}
        state={{ kind: "done", graded: { grade: "fail" }, result }}
        rawThresholds={{}}
        onApplyThresholds={onApply}
        onRetry={() => {}}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Warn at the age of/), { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply thresholds" }));
    // The form checks before applying (react-hook-form: asynchronous).
    expect((await screen.findByRole("alert")).textContent).toContain("“Fail at the age of” must be greater than or equal to “Warn at the age of”");
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Fail at the age of/), { target: { value: "600" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply thresholds" }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ warnAgeHours: 500, failAgeHours: 600 }));
  });

  it("mutes a check that is not implemented, with its reason", () => {
    render(<NotImplementedCard check={{ ...check, runnable: false, notImplementedReason: "Coming soon" }} />);
    expect(screen.getByText("Not implemented: Coming soon")).toBeTruthy();
  });
});

describe("HealthCard, in words (issue 41)", () => {
  const renderCard = (changes: Partial<HealthcheckResult>, ageMs?: number) =>
    render(
      <HealthCard
        check={check}
        state={{ kind: "done", graded: { grade: "fail" }, result: { ...result, ...changes }, ageMs }}
        rawThresholds={{}}
        onApplyThresholds={() => {}}
        onRetry={() => {}}
      />,
    );

  it("names the old-proposal counts by their bands of age, from the result's thresholds", () => {
    renderCard({ observed: { warnCount: 279, failCount: 398, oldestAgeHours: 400.5 } });
    const observed = screen.getByTestId("observed");
    expect(within(observed).getByText("7–14 days").nextElementSibling?.textContent).toBe("279");
    expect(within(observed).getByText("14 days or more").nextElementSibling?.textContent).toBe("398");
  });

  it("says the suggested action's statuses and durations in words", () => {
    renderCard({ suggestedAction: "Follow up on the 25 takedown(s) stuck in IN_PROGRESS for 168 h or more; 3 are TODO since 30 d." });
    expect(screen.getByTestId("suggested-action").textContent).toBe(
      "Suggested action: Follow up on the 25 takedown(s) stuck in “In progress” for 7 days or more; 3 are to do since 30 days.",
    );
  });

  it("says a result received just now was generated just now, whatever the service's clock", async () => {
    // generatedAt is a week before this machine's clock (a service with its own clock); its age on ours is 0.
    renderCard({ generatedAt: new Date(Date.now() - 7 * 86_400_000).toISOString() }, 0);
    await waitFor(() => expect(screen.getByTestId("check-generated").textContent).toMatch(/^Generated just now · /));
  });

  it("shows five findings in the page's own flow (no scroll box), and all of them on request", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ kind: "proposal", ref: `proposal:${i + 1}`, message: `Pending ${i + 1}`, severity: "warn" }));
    renderCard({ findings: many });
    expect(screen.getAllByTestId("finding")).toHaveLength(5);
    const region = screen.getByRole("region", { name: /^Findings of/ });
    expect(region.className).not.toMatch(/overflow|max-h/);
    expect(region.hasAttribute("tabindex")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Show all 12 findings" }));
    expect(screen.getAllByTestId("finding")).toHaveLength(12);
  });
});
