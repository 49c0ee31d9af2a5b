import { describe, expect, it } from "vitest";
import { appLink, findingHref } from "./finding-ref";

describe("findingHref", () => {
  it("links reports and proposals into the console", () => {
    expect(findingHref("report:123")).toBe("/reports?report=123");
    expect(findingHref("proposal:12")).toBe("/reports?proposal=12");
    expect(findingHref("Report: 7")).toBe("/reports?report=7");
  });

  it("does not link other kinds or odd ids", () => {
    expect(findingHref("takedown:7")).toBeNull();
    expect(findingHref("organization:acme")).toBeNull();
    expect(findingHref("report:../../x")).toBeNull();
    expect(findingHref("report:")).toBeNull();
    expect(findingHref("nonsense")).toBeNull();
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
