// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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
});
