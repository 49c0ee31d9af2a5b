import { describe, expect, it } from "vitest";
import { refName, serviceTextInWords } from "./service-text";

describe("serviceTextInWords", () => {
  it("reads fractional hours and days as durations, ISO times in the one format, statuses as words", () => {
    expect(serviceTextInWords("Takedown 12 (x.example) has been IN_PROGRESS for 2876.67 h, since 2026-07-30T10:20:00.000Z.", "UTC")).toBe(
      "Takedown 12 (x.example) has been in progress for about 120 days, since 30 Jul 2026, 10:20 UTC.",
    );
    expect(serviceTextInWords("Automated takedowns for Acme have been off for 12.5 d, since 2026-11-13T12:00:00Z.", "UTC")).toBe(
      "Automated takedowns for Acme have been off for about 13 days, since 13 Nov 2026, 12:00 UTC.",
    );
    expect(serviceTextInWords("x.example went dead 3.5 h ago.")).toBe("x.example went dead 3 h 30 min ago.");
  });

  it("names refs in words and leaves other text alone", () => {
    expect(serviceTextInWords("See detection-config:7 and organization:acme.")).toBe("See detection config 7 and organization acme.");
    expect(serviceTextInWords("Takedown 3 (evil-2d.com) and 3d.example: 2 h")).toBe("Takedown 3 (evil-2d.com) and 3d.example: 2 h");
    expect(serviceTextInWords('Config "Brand watch" found nothing; HTTP 200 OK')).toBe('Config "Brand watch" found nothing; HTTP 200 OK');
  });
});

describe("refName", () => {
  it("names a kind:id ref, a bare id with its kind, and keeps anything else", () => {
    expect(refName("detection-config", "detection-config:7")).toBe("Detection config 7");
    expect(refName("organization", "acme")).toBe("Organization acme");
    expect(refName(undefined, "https://app.example/x")).toBe("https://app.example/x");
  });
});
