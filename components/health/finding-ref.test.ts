import { describe, expect, it } from "vitest";
import { appLink, findingLinks, proposalReportId } from "./finding-ref";

const finding = (ref: string, message = "", extra: Record<string, unknown> = {}) => ({ ref, message, ...extra });

describe("findingLinks", () => {
  it("opens a report by id and a takedown on its row", () => {
    expect(findingLinks(finding("report:123"))).toEqual([{ label: "Report 123", href: "/reports?report=123" }]);
    expect(findingLinks(finding("Report: 7"))).toEqual([{ label: "Report 7", href: "/reports?report=7" }]);
    expect(findingLinks(finding("takedown:7"))).toEqual([{ label: "Takedown 7", href: "/takedowns?id=7" }]);
  });

  it("opens a proposal's report (from its field or its message) and its review in triage", () => {
    expect(findingLinks(finding("proposal:12", "Proposal 12 on report 4564 has been pending for 200 h"))).toEqual([
      { label: "Report 4564", href: "/reports?report=4564" },
      { label: "Review in triage", href: "/triage?proposal=12" },
    ]);
    expect(findingLinks(finding("proposal:12", "no words", { reportId: "99" }))[0]).toEqual({ label: "Report 99", href: "/reports?report=99" });
    expect(findingLinks(finding("proposal:12", "pending"))).toEqual([{ label: "Review in triage", href: "/triage?proposal=12" }]);
  });

  it("links a finding by its kind and ref whatever the ref's form: bare id, kind:id or a URL of the service's app", () => {
    const takedown = [{ label: "Takedown 3018", href: "/takedowns?id=3018" }];
    expect(findingLinks({ kind: "takedown", ref: "3018", message: "" })).toEqual(takedown);
    expect(findingLinks({ kind: "takedown", ref: "takedown:3018", message: "" })).toEqual(takedown);
    expect(findingLinks({ kind: "takedown", ref: "https://app.example.com/acme/takedowns/3018", message: "" })).toEqual(takedown);
    expect(findingLinks({ kind: "proposal", ref: "prop_abc123", message: "Proposal prop_abc123 on report rpt_1234567890abcdef is pending" })).toEqual([
      { label: "Report rpt_1234567890abcdef", href: "/reports?report=rpt_1234567890abcdef" },
      { label: "Review in triage", href: "/triage?proposal=prop_abc123" },
    ]);
    expect(findingLinks({ kind: "report", ref: "rpt_1234567890abcdef", message: "" })).toEqual([
      { label: "Report rpt_1234567890abcdef", href: "/reports?report=rpt_1234567890abcdef" },
    ]);
    expect(proposalReportId({ message: "the report is old" })).toBeNull();
  });

  it("gives no link for kinds without a page, or for odd ids", () => {
    expect(findingLinks(finding("detection-config:4"))).toEqual([]);
    expect(findingLinks(finding("organization:acme"))).toEqual([]);
    expect(findingLinks(finding("asset:3"))).toEqual([]);
    expect(findingLinks(finding("report:../../x"))).toEqual([]);
    expect(findingLinks(finding("takedown:1?x=2"))).toEqual([]);
    expect(findingLinks(finding("report:"))).toEqual([]);
    expect(findingLinks(finding("nonsense"))).toEqual([]);
    expect(proposalReportId({ message: "x", reportId: "../1" })).toBeNull();
  });
});

describe("appLink", () => {
  it("keeps console paths inside and http(s) outside", () => {
    expect(appLink("/queues")).toEqual({ kind: "internal", href: "/queues" });
    expect(appLink("https://app.example.com/takedowns")).toEqual({ kind: "external", href: "https://app.example.com/takedowns" });
  });

  it("refuses everything else", () => {
    expect(appLink("javascript:alert(1)")).toBeNull();
    expect(appLink("//evil.example")).toBeNull();
    expect(appLink("/\t/evil.example")).toBeNull();
    expect(appLink("/\\evil.example")).toBeNull();
    expect(appLink("/\n/evil.example")).toBeNull();
    expect(appLink("")).toBeNull();
  });
});
