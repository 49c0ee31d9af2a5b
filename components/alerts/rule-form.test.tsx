// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import { RuleForm, ruleFieldOf } from "./rule-form";

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
    const scope = screen.getByLabelText("Scope");
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
    fireEvent.change(screen.getByLabelText("For (minutes)"), { target: { value: "1.5" } });
    fireEvent.change(screen.getByLabelText("Severity"), { target: { value: "critical" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Ops" }));
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
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
