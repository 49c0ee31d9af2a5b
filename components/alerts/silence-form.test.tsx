// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RuleView } from "@/lib/queries/alerts";
import { SilenceForm, silenceBodyOf } from "./silence-form";

afterEach(cleanup);

const rule = { id: 7, name: "Backlog", scope: "org:acme" } as RuleView;

describe("SilenceForm", () => {
  it("asks why before sending (the route's own words)", async () => {
    const onSave = vi.fn();
    render(<SilenceForm rules={[rule]} pending={false} onSave={onSave} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Silence" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Not saved. One field says what to change."));
    expect(document.getElementById(screen.getByLabelText("Reason").getAttribute("aria-describedby") ?? "")?.textContent).toBe("Say why");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sends a scope's silence for the hours chosen", async () => {
    const onSave = vi.fn();
    render(<SilenceForm rules={[rule]} pending={false} onSave={onSave} onCancel={() => undefined} />);
    // The scope reads in words, not as its code ("org:acme").
    expect(screen.getByRole("option", { name: "Every rule for the organization acme" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Mute"), { target: { value: "scope:org:acme" } });
    fireEvent.change(screen.getByLabelText("For"), { target: { value: "8" } });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Maintenance" } });
    const before = Date.now();
    fireEvent.click(screen.getByRole("button", { name: "Silence" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = onSave.mock.calls[0]![0];
    expect(body).toEqual({ scope: "org:acme", endsAt: expect.any(String), reason: "Maintenance" });
    expect(Date.parse(body.endsAt) - before).toBeGreaterThanOrEqual(8 * 3_600_000 - 1000);
  });
});

describe("silenceBodyOf", () => {
  it("mutes one rule by its id", () => {
    expect(silenceBodyOf({ target: "rule:7", hours: "1", reason: "r" }, 0)).toEqual({ ruleId: 7, endsAt: "1970-01-01T01:00:00.000Z", reason: "r" });
  });
});
