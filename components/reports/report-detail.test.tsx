// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Report } from "@/lib/contract/report";
import { ReportAttachments } from "./report-attachments";
import { ExternalSubmissionLink, ReportDetail } from "./report-detail";

afterEach(cleanup);

const proxied = (url: string) => `/api/attachments/image?url=${encodeURIComponent(url)}&sig=${"s".repeat(32)}`;
const attachments = [
  { id: 1, url: "https://files.example/a.png", imagePath: proxied("https://files.example/a.png") },
  { id: 2, url: "https://files.example/b.png", imagePath: proxied("https://files.example/b.png") },
];

describe("ReportAttachments", () => {
  it("VISIBLE shows every image unblurred, through the console's proxy", () => {
    const { container } = render(<ReportAttachments attachments={attachments} imageDisplay="VISIBLE" />);
    const images = container.querySelectorAll("img");
    expect([...images].map((i) => i.getAttribute("src"))).toEqual(attachments.map((a) => a.imagePath));
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(attachments.map((a) => a.imagePath));
    for (const img of images) expect(img.dataset.blurred).toBe("false");
  });

  it("BLUR loads nothing until the reader clicks, then only the image asked for", () => {
    const { container } = render(<ReportAttachments attachments={attachments} imageDisplay="BLUR" />);
    expect(container.querySelectorAll("img")).toHaveLength(0);
    expect(container.innerHTML).not.toContain("files.example");
    fireEvent.click(screen.getByRole("button", { name: "Attachment 1: blurred, show it" }));
    const images = container.querySelectorAll("img");
    expect([...images].map((i) => i.getAttribute("src"))).toEqual([attachments[0]!.imagePath]);
    expect(images[0]!.dataset.blurred).toBe("false");
    expect(screen.getByRole("button", { name: "Attachment 2: blurred, show it" })).toBeTruthy();
  });

  it("HIDDEN renders no <img> at all", () => {
    const { container } = render(<ReportAttachments attachments={attachments} imageDisplay="HIDDEN" />);
    expect(container.querySelectorAll("img")).toHaveLength(0);
    expect(container.innerHTML).not.toContain("files.example");
    expect(screen.getByTestId("attachments-hidden").textContent).toContain("2 attachments are hidden");
  });

  // An unknown mode (the service's docs show PREVIEW) or none is treated as BLUR: nothing loads until asked.
  it.each(["SOMETHING_NEW", "PREVIEW", null])("%s is treated as BLUR: no <img> until asked, and says why", (mode) => {
    const { container } = render(<ReportAttachments attachments={attachments} imageDisplay={mode} />);
    expect(container.querySelectorAll("img")).toHaveLength(0);
    expect(container.innerHTML).not.toContain("files.example");
    expect(screen.getAllByTestId("attachment-placeholder")).toHaveLength(2);
    expect(screen.getByTestId("attachments-mode-unknown").textContent).toContain(mode === null ? "not sent by the service" : "is not known");
  });

  it("names a file that is not an image (an e-mail, a PDF) in words, never as an image tile", () => {
    const files = [
      { id: 4, url: "https://files.example/api/files/t1/phishing%20mail.eml", imagePath: proxied("https://files.example/api/files/t1/phishing%20mail.eml") },
      { id: 5, url: "https://files.example/api/files/t2/takedown.pdf" },
    ];
    const { container } = render(<ReportAttachments attachments={[...files, attachments[0]!]} imageDisplay="VISIBLE" />);
    expect(container.querySelectorAll("img")).toHaveLength(1);
    const [mail, pdf] = screen.getAllByTestId("attachment-file");
    expect(mail!.textContent).toContain("phishing mail.eml");
    expect(mail!.textContent).toContain("Attachment 1: e-mail message, kept by the service");
    expect(pdf!.textContent).toContain("PDF document");
    expect(within(pdf!).getByRole("link", { name: "open at the service" }).getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("never puts a non-http(s) address in an <img>", () => {
    const { container } = render(<ReportAttachments attachments={[{ id: 3, url: "javascript:alert(1)" }]} imageDisplay="VISIBLE" />);
    expect(container.querySelectorAll("img")).toHaveLength(0);
    expect(container.textContent).toContain("javascript:alert(1)");
  });

  it.each([undefined, "https://files.example/a.png", "//evil.example/a.png"])(
    "never loads an attachment without the console's own address (imagePath %s)",
    (imagePath) => {
      const { container } = render(<ReportAttachments attachments={[{ id: 4, url: "https://files.example/a.png", imagePath }]} imageDisplay="VISIBLE" />);
      expect(container.querySelectorAll("img")).toHaveLength(0);
      expect(container.querySelector("a")).toBeNull();
    },
  );
});

describe("ExternalSubmissionLink", () => {
  it("links http(s) in a new tab without opener or referrer", () => {
    render(<ExternalSubmissionLink url="https://x.com/i/status/1" />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("https://x.com/i/status/1");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
  it.each(["javascript:alert(1)", "data:text/html,x", "/relative"])("shows %s as plain text", (url) => {
    const { container } = render(<ExternalSubmissionLink url={url} />);
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain(url);
  });
});

describe("ReportDetail", () => {
  const report = {
    id: "42",
    title: "Phishing site",
    description: "Lures users",
    imageDisplay: "HIDDEN",
    favoritedAt: null,
    status: "SOMETHING_ELSE",
    reportedByCustomer: false,
    slaDueAt: null,
    externalSubmissionLink: null,
    duplicateOfId: "7",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T11:00:00.000Z",
    attachments: [{ id: 1, url: "https://files.example/secret.png" }],
    proposals: [
      {
        id: 5,
        reviewStatus: "PENDING",
        asset: {
          id: 9,
          type: "URL",
          content: "https://bad.example",
          status: "UNKNOWN",
          scans: [
            {
              id: 3,
              status: "COMPLETED",
              output: { phishingScore: 0.9 },
              createdAt: "2026-11-20T10:05:00.000Z",
              enrichments: [{ id: 4, type: "WHOIS", status: "COMPLETED", output: { registrar: "X" } }],
            },
          ],
        },
      },
    ],
    reporter: null,
    externalReporter: { id: 2, displayName: null, avatarUrl: null, platform: "EMAIL" },
    source: "AUTO_DETECTION",
    sourceMetadata: { detectionConfigId: 3 },
  } as unknown as Report;

  it("shows every part, unknown status as text, outputs folded as pretty JSON", () => {
    const { container } = render(<ReportDetail report={report} canonicalHref={(id) => `?report=${id}`} onOpenReport={() => {}} />);
    const detail = screen.getByTestId("report-detail");
    expect(detail.textContent).toContain("SOMETHING_ELSE");
    expect(detail.textContent).toContain("Lures users");
    expect(detail.textContent).toContain("no display name");
    expect(within(detail).getByRole("link", { name: "#7" }).getAttribute("href")).toBe("?report=7");
    const outputs = [...container.querySelectorAll("details pre")].map((p) => p.textContent);
    expect(outputs).toContain(JSON.stringify({ phishingScore: 0.9 }, null, 2));
    expect(outputs).toContain(JSON.stringify({ registrar: "X" }, null, 2));
    expect(outputs).toContain(JSON.stringify({ detectionConfigId: 3 }, null, 2));
    expect(container.querySelectorAll("img")).toHaveLength(0);
  });

  it("shows scan, enrichment and source outputs readably, as triage does (named values, not raw JSON)", () => {
    render(<ReportDetail report={report} />);
    const outputs = screen.getAllByTestId("readable-output");
    expect(outputs).toHaveLength(3);
    const shown = outputs.map((o) => {
      const list = o.querySelector(":scope > dl");
      // Outside the folded JSON, shown without opening anything.
      expect(list?.closest("details")).toBeNull();
      return [...list!.querySelectorAll("dt")].map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    });
    expect(shown).toEqual([["Detection config id=3"], ["Phishing score=0.9"], ["Registrar=X"]]);
    expect(screen.getByText("WHOIS").className).toContain("font-medium");
  });

  it("names the source and the reporter's role in words, the code kept in the title", () => {
    const filed = { ...report, source: "APP", reporter: { id: 1, fullName: "Priya Shah", role: "SUPPORT" } } as unknown as Report;
    render(<ReportDetail report={filed} canonicalHref={(id) => `?report=${id}`} onOpenReport={() => {}} />);
    const detail = screen.getByTestId("report-detail");
    expect(detail.textContent).toContain("Web app");
    expect(detail.textContent).not.toMatch(/\bAPP\b|\bSUPPORT\b/);
    expect(within(detail).getByTitle("APP").textContent).toBe("Web app");
  });
});
