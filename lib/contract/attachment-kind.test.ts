import { describe, expect, it } from "vitest";
import { attachmentKindOf } from "./attachment-kind";

describe("an attachment's kind, from its address", () => {
  it("draws images, and addresses without an extension, as images", () => {
    expect(attachmentKindOf("https://files.embedded.invalid/attachments/1-2.png")).toEqual({ kind: "image" });
    expect(attachmentKindOf("https://cdn.example/raw/uploads/2026/11/27/shot.JPG?sig=1")).toEqual({ kind: "image" });
    expect(attachmentKindOf("https://cdn.example/raw/abc123")).toEqual({ kind: "image" });
    expect(attachmentKindOf("not a url")).toEqual({ kind: "image" });
  });

  it("names other files in words, with their decoded name", () => {
    expect(attachmentKindOf("https://files.embedded.invalid/api/files/t0k3n/phishing%20mail.eml")).toEqual({
      kind: "file",
      fileName: "phishing mail.eml",
      words: "e-mail message",
    });
    expect(attachmentKindOf("https://cdn.example/x/report.PDF")).toMatchObject({ kind: "file", words: "PDF document" });
    expect(attachmentKindOf("https://cdn.example/x/data.xyz")).toMatchObject({ kind: "file", words: "XYZ file" });
  });
});
