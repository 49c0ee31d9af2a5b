import "server-only";
import { createReportResultSchema, type FiledReport, type ParsedAsset, parsedAssetSchema, type UploadResult, uploadResultSchema } from "@/lib/contract/filing";
import type { ReportCreateBody } from "@/lib/contract/filing-request";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/** POST /asset/parse: one piece of text → the asset the service sees in it, or null. A read. */
export async function parseAsset(client: UpstreamClient, content: string, opts: CallOptions = {}): Promise<ParsedAsset | null> {
  const { data } = await client.request({ method: "POST", path: ["asset", "parse"], body: { content }, idempotent: true, schema: parsedAssetSchema, ...opts });
  return data;
}

/**
 * POST /report/create. A write: never retried here (a 422 must not be sent again unchanged; the
 * page decides what to send after a 429 or a 5xx). A 422's per-asset reasons arrive on the
 * thrown UpstreamError's `refusals`.
 */
export async function createReport(client: UpstreamClient, body: ReportCreateBody, opts: CallOptions = {}): Promise<FiledReport> {
  const { data } = await client.request({ method: "POST", path: ["report", "create"], body, idempotent: false, schema: createReportResultSchema, ...opts });
  return data;
}

export type UploadFile = { fileName: string; bytes: Uint8Array<ArrayBuffer> };

/**
 * POST /attachment/upload: one file as the raw body with `?fileName=`, several as multipart
 * (the part names do not matter; each part's own file name is used). The caller keeps each call
 * within UPLOAD_LIMITS (lib/filing/batches.ts).
 */
export async function uploadAttachments(client: UpstreamClient, files: readonly UploadFile[], opts: CallOptions = {}): Promise<UploadResult> {
  if (files.length === 1) {
    const [file] = files;
    const { data } = await client.request({
      method: "POST",
      path: ["attachment", "upload"],
      query: { fileName: file!.fileName },
      upload: { bytes: file!.bytes, contentType: "application/octet-stream" },
      idempotent: false,
      schema: uploadResultSchema,
      ...opts,
    });
    return data;
  }
  const form = new FormData();
  for (const file of files) form.append("file", new File([file.bytes], file.fileName));
  const { data } = await client.request({
    method: "POST",
    path: ["attachment", "upload"],
    upload: form,
    idempotent: false,
    schema: uploadResultSchema,
    ...opts,
  });
  return data;
}
