import { afterAll, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createTestService, type TestService } from "@/lib/embedded-service/testing";
import { createUpstreamClient, type UpstreamClient } from "@/lib/upstream/client";
import { EXPORT_TOTAL_HEADER, exportReportsCsv, reportExportQuerySchema } from "./export-reports";

const services: TestService[] = [];
afterAll(() => {
  for (const s of services) s.close();
});

type Fetch = (request: Request) => Promise<Response>;

function clientFor(variant: "standard" | "alternate", wrap: (inner: Fetch) => Fetch = (f) => f): { client: UpstreamClient; seen: URL[] } {
  const service = createTestService({ variant, reportsForAcme: 130 });
  services.push(service);
  const seen: URL[] = [];
  const inner: Fetch = (request) => {
    seen.push(new URL(request.url));
    return service.fetch(request);
  };
  const client = createUpstreamClient({
    baseUrl: "http://service.test/api/v2",
    apiKey: DEMO_KEYS.acme,
    fetch: wrap(inner),
    timeoutMs: 10_000,
    arrayFormat: "comma",
    reuseMs: 0,
    retryDelayMs: 1,
  });
  return { client, seen };
}

const dataLines = (csv: string) => csv.split("\r\n").slice(1, -1);

describe.each(["standard", "alternate"] as const)("exportReportsCsv, %s dialect", (variant) => {
  it("walks every page with limit 20, passing each cursor back, and streams one line per report", async () => {
    const { client, seen } = clientFor(variant);
    const response = await exportReportsCsv(client, {});
    expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="reports-.*\.csv"$/);
    expect(response.body).toBeInstanceOf(ReadableStream);
    const total = Number(response.headers.get(EXPORT_TOTAL_HEADER));
    const csv = await response.text();
    expect(csv.startsWith("id,title,status,source,createdAt,updatedAt,slaDueAt,duplicateOfId,reportedByCustomer,assets,")).toBe(true);
    const ids = dataLines(csv).map((line) => line.split(",")[0]);
    expect(total).toBeGreaterThan(100);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(seen).toHaveLength(Math.ceil(total / 20));
    for (const url of seen) expect(url.searchParams.get("limit")).toBe("20");
    expect(seen[0]!.searchParams.has("cursor")).toBe(false);
    for (const url of seen.slice(1)) expect(url.searchParams.get("cursor")).toBeTruthy();
  });

  it("applies the filters on every page", async () => {
    const { client, seen } = clientFor(variant);
    const response = await exportReportsCsv(client, { sources: ["APP"] });
    const lines = dataLines(await response.text());
    expect(lines.length).toBe(Number(response.headers.get(EXPORT_TOTAL_HEADER)));
    for (const line of lines) expect(line).toContain(",APP,");
    for (const url of seen) expect(url.searchParams.get("sources")).toBe("APP");
  });
});

describe("exportReportsCsv with the console's marks", () => {
  it("asks for each page's marks once, with that page's reports, and writes them on their rows", async () => {
    const { client } = clientFor("standard");
    const asked: string[][] = [];
    const response = await exportReportsCsv(
      client,
      {},
      {
        marks: async (reports) => {
          asked.push(reports.map((r) => String(r.id)));
          const first = String(reports[0]!.id);
          return { [first]: { tags: ["campaign-x"], assignee: "rex", snoozed: false, snoozedUntil: null, notes: [] } };
        },
      },
    );
    const lines = dataLines(await response.text());
    expect(asked.flat()).toEqual(lines.map((line) => line.split(",")[0]));
    expect(asked.length).toBe(Math.ceil(lines.length / 20));
    const marked = lines.filter((line) => line.endsWith(",campaign-x,rex,,"));
    expect(marked.map((line) => line.split(",")[0])).toEqual(asked.map((page) => page[0]));
  });

  it("answers an error status, not a broken file, when the first page's marks cannot be read", async () => {
    const { client } = clientFor("standard");
    let ended = 0;
    await expect(exportReportsCsv(client, {}, { marks: () => Promise.reject(new Error("store down")), onEnd: () => (ended += 1) })).rejects.toThrow(
      "store down",
    );
    expect(ended).toBe(1);
  });
});

describe("exportReportsCsv failures", () => {
  it("errors the stream when a later page fails, after the rows already sent", async () => {
    let calls = 0;
    const { client } = clientFor("standard", (inner) => async (request) => {
      calls++;
      if (calls === 3) return new Response(JSON.stringify({ code: "INTERNAL_SERVER_ERROR", message: "boom" }), { status: 500 });
      return inner(request);
    });
    const response = await exportReportsCsv(client, {});
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          text += decoder.decode(value);
        }
      })(),
    ).rejects.toBeTruthy();
    expect(dataLines(text).length).toBeGreaterThanOrEqual(20);
  });

  it("stops when the service hands back a cursor it already gave", async () => {
    const page = (cursor: string | null) => ({ reports: [], nextCursor: cursor, totalCount: 1 });
    const { client } = clientFor("standard", () => async () => new Response(JSON.stringify(page("same")), { status: 200 }));
    const response = await exportReportsCsv(client, {});
    await expect(response.text()).rejects.toThrow(/same page cursor/);
  });

  it("refuses limit and cursor in the query (the export pages by itself)", () => {
    expect(reportExportQuerySchema.safeParse({ limit: "20" }).success).toBe(false);
    expect(reportExportQuerySchema.safeParse({ cursor: "x" }).success).toBe(false);
    expect(reportExportQuerySchema.safeParse({ sources: "APP,API", onlyRejected: "true" }).success).toBe(true);
  });
});
