import { afterEach, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createTestService, type TestService } from "@/lib/embedded-service/testing";
import { createUpstreamClient } from "./client";
import { UpstreamError } from "./errors";
import { createReport, parseAsset, uploadAttachments } from "./filing";

let svc: TestService;
afterEach(() => svc.close());

function clientOn(variant: "standard" | "alternate" | "sparse") {
  svc = createTestService({ reportsForAcme: 20, variant });
  return createUpstreamClient({
    baseUrl: "http://service.test/api/v2",
    apiKey: DEMO_KEYS.acme,
    fetch: (r) => svc.fetch(r),
    timeoutMs: 5000,
    arrayFormat: "comma",
    reuseMs: 0,
  });
}

const bytes = (n: number) => new Uint8Array(new ArrayBuffer(n));

describe("the filing calls through the upstream client", () => {
  it.each(["standard", "alternate", "sparse"] as const)("%s: parse, upload one file raw and two as multipart, file with them", async (variant) => {
    const client = clientOn(variant);
    expect(await parseAsset(client, "https://acme-drop.example")).toEqual({
      content: "https://acme-drop.example",
      submittedContent: "https://acme-drop.example",
      type: "URL",
    });
    expect(await parseAsset(client, "not an asset")).toBeNull();
    const one = await uploadAttachments(client, [{ fileName: "mail.eml", bytes: bytes(5) }]);
    const two = await uploadAttachments(client, [
      { fileName: "a.png", bytes: bytes(3) },
      { fileName: "b.pdf", bytes: bytes(4) },
    ]);
    expect([...one.attachments, ...two.attachments].map((a) => [a.fileName, a.sizeBytes])).toEqual([
      ["mail.eml", 5],
      ["a.png", 3],
      ["b.pdf", 4],
    ]);
    const urls = [...one.attachments, ...two.attachments].map((a) => a.url);
    const filed = await createReport(client, { title: "Drop", assets: [{ content: "https://acme-drop.example" }], attachmentUrls: urls });
    expect(typeof filed.id).toBe(variant === "standard" ? "number" : "string");
  });

  it.each(["standard", "alternate"] as const)("%s: a 422 carries each asset's reason; nothing is retried", async (variant) => {
    const client = clientOn(variant);
    await createReport(client, { assets: [{ content: "https://once.example" }] });
    const calls = client.stats.upstreamCalls;
    const error = await createReport(client, { assets: [{ content: "https://once.example" }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({
      status: 422,
      code: "UNPROCESSABLE_CONTENT",
      refusals: [{ asset: "https://once.example", errorType: "REPORT_ALREADY_EXISTS" }],
    });
    expect(client.stats.upstreamCalls).toBe(calls + 1);
  });

  it("an upload past 4 MB is a 413 in the service's words", async () => {
    const client = clientOn("standard");
    const error = await uploadAttachments(client, [{ fileName: "big.pdf", bytes: bytes(4 * 1024 * 1024 + 1) }]).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE", message: "Upload exceeds the 4194304 byte request limit." });
  });
});
