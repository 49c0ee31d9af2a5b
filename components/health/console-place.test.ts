import { describe, expect, it } from "vitest";
import { checkLink } from "./console-place";

describe("checkLink", () => {
  it("opens a filtered console list for the checks whose appUrl names a settings section the console lacks", () => {
    expect(checkLink("organization.missing-contact-url", "/settings?section=organization")).toMatchObject({
      kind: "internal",
      href: "/takedowns?status=IN_PROGRESS,PENDING_INPUT",
    });
    expect(checkLink("detections.silent-configs", "/settings?section=detections")).toMatchObject({ href: "/reports?sources=AUTO_DETECTION" });
    expect(checkLink("takedowns.automation-off", "/settings?section=takedowns")).toMatchObject({ href: "/takedowns?status=TODO" });
  });

  it("filters the dead-asset spike's list to the open takedowns of offline assets, not the unfiltered reports", () => {
    expect(checkLink("assets.dead-asset-spike", "/reports")?.href).toBe("/takedowns?liveness=DEAD&status=TODO,IN_PROGRESS,PENDING_INPUT");
  });

  it("keeps a console path that exists, opens the service's own app outside, and drops a place that does not exist", () => {
    expect(checkLink("reviewing.backlog", "/reports?needsCustomerReview=true")).toEqual({
      kind: "internal",
      href: "/reports?needsCustomerReview=true",
      label: "Open in the console",
    });
    expect(checkLink("detections.silent-configs", "https://app.example.com/acme/detections")).toMatchObject({ kind: "external", label: "Open in the service" });
    expect(checkLink("x.unknown", "/settings?section=billing")).toBeNull();
    expect(checkLink("x.unknown", "/nowhere")).toBeNull();
  });
});
