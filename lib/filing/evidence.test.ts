import { describe, expect, it } from "vitest";
import { evidenceProblem, MAX_EVIDENCE_BYTES } from "./evidence";

describe("evidenceProblem: the service's rules, checked before upload", () => {
  it.each(["shot.PNG", "mail.eml", "mail.msg", "doc.pdf", "list.csv", "a.jpeg", "b.webp", "c.docx"])("%s is taken", (name) => {
    expect(evidenceProblem({ name, size: 10 })).toBeNull();
  });

  it("HTML and SVG are refused with the reason; other extensions name what is taken", () => {
    expect(evidenceProblem({ name: "logo.svg", size: 10 })).toMatch(/^SVG files are refused by the service: they can run code when opened/);
    expect(evidenceProblem({ name: "page.htm", size: 10 })).toMatch(/^HTM files are refused/);
    expect(evidenceProblem({ name: "run.exe", size: 10 })).toMatch(/^\.exe files are not accepted by the service\. It takes \.avif/);
    expect(evidenceProblem({ name: "README", size: 10 })).toMatch(/^A file without an extension/);
  });

  it("at the size limit it is taken, one byte over it is refused; an empty file is refused", () => {
    expect(evidenceProblem({ name: "big.pdf", size: MAX_EVIDENCE_BYTES })).toBeNull();
    expect(evidenceProblem({ name: "big.pdf", size: MAX_EVIDENCE_BYTES + 1 })).toMatch(/at most 4 MB/);
    expect(evidenceProblem({ name: "empty.txt", size: 0 })).toBe("The file is empty.");
  });
});
