import { describe, expect, it } from "vitest";
import { targetHref } from "./target-link";

describe("activity targets", () => {
  it("link to the thing they name", () => {
    expect(targetHref("report.open", "report:100")).toBe("/reports?report=100");
    expect(targetHref("proposal.review", "proposal:7")).toBe("/triage");
    expect(targetHref("asset.unblock", "asset:https://scam.example/a b")).toBe("/unblock?asset=https%3A%2F%2Fscam.example%2Fa%20b");
    expect(targetHref("asset-group.rename", "group:4")).toBe("/asset-groups");
    expect(targetHref("asset-group.create", "group-name:Phishing")).toBe("/asset-groups");
    expect(targetHref("profile.update", "user:me")).toBe("/settings#profile-heading");
    expect(targetHref("user.set-role", "user:ann")).toBe("/settings#users-heading");
    expect(targetHref("wall-link.revoke", "12")).toBe("/settings#wall-links-heading");
  });

  it("leave what names nothing as text", () => {
    expect(targetHref("session.sign-in", null)).toBeNull();
    expect(targetHref("wall-link.sign-in", "3")).toBeNull();
    expect(targetHref("report.open", "report:")).toBeNull();
    expect(targetHref("report.open", "report:a\u0001b")).toBeNull();
  });

  it("links a report by any id the service gives (ids are opaque), encoded", () => {
    expect(targetHref("report.open", "report:rpt_1234567890abcdef")).toBe("/reports?report=rpt_1234567890abcdef");
    expect(targetHref("report.open", "report:a/b c")).toBe("/reports?report=a%2Fb%20c");
    expect(targetHref("activity.export", "everything")).toBeNull();
  });
});
