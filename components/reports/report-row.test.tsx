// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Report } from "@/lib/contract/report";
import { ReportRow } from "./report-row";
import { assetMatchOf } from "./shown-asset";

afterEach(cleanup);

const asset = (id: number, type: string, content: string | null) => ({ id, type, content, status: "UNKNOWN" });
const report = {
  id: 7,
  title: "Fake claim page",
  status: "TODO",
  source: "APP",
  createdAt: "2026-11-20T10:00:00.000Z",
  slaDueAt: null,
  favoritedAt: null,
  duplicateOfId: null,
  proposals: [],
  assets: [asset(1, "URL", "https://claim-acme-1234.example/wallet/index.html"), asset(2, "ADDRESS", "0xfeed1234")],
} as unknown as Report;
const openReport = { href: (id: string) => `?report=${id}`, open: () => {} };

const assetCell = (container: HTMLElement) => container.querySelector('[data-column="asset"] [data-testid="row-asset"]')!;

describe("ReportRow asset column", () => {
  it("shows a web address by its host first, without the scheme", () => {
    const { container } = render(<ReportRow report={report} selected={false} openReport={openReport} />);
    expect(assetCell(container).textContent).toBe("claim-acme-1234.example/wallet/index.html");
    expect(assetCell(container).firstChild?.textContent).toBe("claim-acme-1234.example");
    expect(assetCell(container).getAttribute("title")).toContain("https://claim-acme-1234.example/wallet/index.html");
  });

  it("under an asset filter shows the asset that matched", () => {
    const { container } = render(<ReportRow report={report} selected={false} openReport={openReport} assetMatch={assetMatchOf({ assetTypes: ["ADDRESS"] })} />);
    expect(assetCell(container).textContent).toBe("0xfeed1234");
    cleanup();
    const bySearch = render(<ReportRow report={report} selected={false} openReport={openReport} assetMatch={assetMatchOf({ searchQuery: "FEED" })} />);
    expect(assetCell(bySearch.container).textContent).toBe("0xfeed1234");
  });
});
