// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import { ruleFieldOf } from "./rule-draft";
import { RuleForm } from "./rule-form";

afterEach(cleanup);

describe("ruleFieldOf", () => {
  it("maps body paths to the form's fields", () => {
    expect(ruleFieldOf("condition.threshold")).toBe("threshold");
    expect(ruleFieldOf("condition")).toBe("kind");
    expect(ruleFieldOf("forSeconds")).toBe("forMinutes");
    expect(ruleFieldOf("channelIds.0")).toBe("channelIds");
    expect(ruleFieldOf("somethingElse")).toBeNull();
  });
});

describe("RuleForm", () => {
  it("shows a refused threshold and scope on their fields", () => {
    const error = new ApiClientError(400, "BAD_REQUEST", "Invalid body", [
      { message: "Too small: expected number to be >=0", path: ["body", "condition", "threshold"] },
      { message: "scope is `own`, `all` or `org:<slug>`", path: ["body", "scope"] },
    ]);
    render(<RuleForm rule={null} channels={[]} pending={false} error={error} onSave={() => undefined} onCancel={() => undefined} />);
    const threshold = screen.getByLabelText("Threshold (fires above)");
    expect(threshold.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(threshold.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Too small: expected number to be >=0");
    const scope = screen.getByRole("group", { name: "Scope" });
    const scopeWords = (scope.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(scopeWords).toContain("scope is `own`, `all` or `org:<slug>`");
    expect(screen.getByRole("alert").textContent).toBe("Not saved. 2 fields say what to change.");
  });

  it("checks the body with the route's schema before sending: the refusal on its field, nothing sent", async () => {
    const onSave = vi.fn();
    render(<RuleForm rule={null} channels={[]} pending={false} onSave={onSave} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Backlog" } });
    fireEvent.change(screen.getByLabelText("Threshold (fires above)"), { target: { value: "1.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Create rule" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Not saved. One field says what to change."));
    const threshold = screen.getByLabelText("Threshold (fires above)");
    expect(threshold.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(threshold.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "The threshold is a whole number from 0 to 1,000,000,000",
    );
    expect(onSave).not.toHaveBeenCalled();
    // Editing the field takes its message away.
    fireEvent.change(threshold, { target: { value: "5" } });
    expect(threshold.hasAttribute("aria-invalid")).toBe(false);
  });

  it("sends the body the route reads: minutes as seconds, the chosen channels, the name as typed", async () => {
    const onSave = vi.fn();
    render(<RuleForm rule={null} channels={[{ id: 3, name: "Ops", type: "slack" }]} pending={false} onSave={onSave} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Backlog " } });
    fireEvent.change(screen.getByLabelText("Threshold (fires above)"), { target: { value: "20" } });
    fireEvent.change(screen.getByLabelText("Fires once true for (minutes)"), { target: { value: "1.5" } });
    fireEvent.change(screen.getByLabelText("Severity"), { target: { value: "critical" } });
    fireEvent.click(within(screen.getByRole("group", { name: "Channels" })).getByRole("checkbox", { name: "Ops" }));
    fireEvent.change(screen.getByLabelText("Runbook link"), { target: { value: "https://wiki.example.com/backlog" } });
    fireEvent.change(screen.getByLabelText("An acknowledgement lasts (minutes, 0: until resolved)"), { target: { value: "60" } });
    fireEvent.change(screen.getByLabelText("Remind when unacknowledged every (minutes, 0: never)"), { target: { value: "15" } });
    fireEvent.click(within(screen.getByRole("group", { name: "Escalate to, from the second reminder" })).getByRole("checkbox", { name: "Ops" }));
    fireEvent.click(screen.getByRole("button", { name: "Create rule" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      name: "Backlog ",
      condition: { kind: "figure-above", figure: "totalPending", threshold: 20 },
      scope: "own",
      forSeconds: 90,
      keepFiringSeconds: 0,
      severity: "critical",
      channelIds: [3],
      note: "",
      runbookUrl: "https://wiki.example.com/backlog",
      ackExpirySeconds: 3600,
      renotifySeconds: 900,
      escalationChannelIds: [3],
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("RuleForm in words", () => {
  const rule = {
    id: 7,
    name: "Backlog",
    condition: { kind: "figure-above" as const, figure: "totalPending" as const, threshold: 1500 },
    scope: "org:acme-security",
    forSeconds: 300,
    keepFiringSeconds: 600,
    severity: "warning" as const,
    channelIds: [],
    note: "",
    runbookUrl: "",
    ackExpirySeconds: 0,
    renotifySeconds: 0,
    escalationChannelIds: [],
    createdBy: "admin",
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    current: null,
    silencedBy: {
      id: 1,
      ruleId: 7,
      scope: null,
      endsAt: "2026-11-20T12:00:00.000Z",
      reason: "Migration tonight",
      createdBy: "alice",
      createdAt: "2026-11-20T09:00:00.000Z",
    },
  };

  it("offers the scope as a choice in words, severities, the rule and its silence as sentences, numbers with separators", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<RuleForm rule={rule} channels={[]} pending={false} onSave={onSave} onCancel={() => undefined} />);
    // An org: scope reads as the choice "One organization" with its slug; no code is on screen.
    expect((screen.getByRole("radio", { name: /One organization/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Organization slug") as HTMLInputElement).value).toBe("acme-security");
    expect((screen.getByLabelText("Threshold (fires above)") as HTMLInputElement).value).toBe("1,500");
    expect(screen.getByRole("option", { name: "Warning: someone should look soon" })).toBeTruthy();
    expect(screen.getByTestId("rule-sentence").textContent).toBe(
      "For the organization acme-security: a warning (someone should look soon) fires once “Pending proposals above 1,500” has held for 5 min. It keeps firing 10 min after the condition clears.",
    );
    expect(screen.getByTestId("rule-silence").textContent).toMatch(/^Silenced until .+ by alice: “Migration tonight”\. It still changes state/);
    expect(document.body.textContent).not.toMatch(/org:|`/);

    await user.click(screen.getByRole("radio", { name: "All organizations the key reaches" }));
    expect(screen.queryByLabelText("Organization slug")).toBeNull();
    const threshold = screen.getByLabelText("Threshold (fires above)");
    await user.clear(threshold);
    await user.type(threshold, "12,000");
    await user.selectOptions(screen.getByLabelText("Severity"), "Critical: someone should act now");
    expect(screen.getByTestId("rule-sentence").textContent).toMatch(/^For all organizations the key reaches: a critical alert .*above 12,000/);
    await user.click(screen.getByRole("button", { name: "Save rule" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ scope: "all", severity: "critical", condition: { threshold: 12000 }, forSeconds: 300 });
  });

  it("refuses a slug in words, on its field, and sends nothing", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<RuleForm rule={null} channels={[]} pending={false} onSave={onSave} onCancel={() => undefined} />);
    // The rule reads as a sentence before it has a name.
    expect(screen.getByTestId("rule-sentence").textContent).toMatch(
      /^For your organization: a warning .* fires once “Pending proposals above 50” has held for 5 min\. It clears/,
    );
    await user.type(screen.getByLabelText("Name"), "Acme backlog");
    await user.click(screen.getByRole("radio", { name: /One organization/ }));
    await user.type(screen.getByLabelText("Organization slug"), "acme security!");
    await user.click(screen.getByRole("button", { name: "Create rule" }));
    const slug = screen.getByLabelText("Organization slug");
    await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(slug.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "An organization slug is letters, digits and hyphens (like acme-security); this one has a space and “!”.",
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
