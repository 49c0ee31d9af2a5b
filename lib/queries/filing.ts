import { callApi } from "@/lib/api/client";
import { ApiClientError, NETWORK_FAILURE_MESSAGE, readApiError } from "@/lib/api/errors";
import {
  filingAttachmentApi,
  filingCheckApi,
  filingDraftApi,
  filingDraftDiscardApi,
  filingDraftSaveApi,
  filingFileApi,
  filingParseApi,
} from "@/lib/api-routes/filing";
import type { CheckResult, FileBody, FileResult, ParseTextResult, StoredAttachment } from "@/lib/contract/filing-console";
import type { DraftAnswer, FilingDraft } from "@/lib/contract/filing-draft";

/** POST /api/filing/parse: a read by POST (the page sends long text in pieces, lib/filing/batches.ts). */
export function parsePasted(text: string, signal?: AbortSignal): Promise<ParseTextResult> {
  return callApi(filingParseApi, { body: { text } }, { signal });
}

/** POST /api/filing/check: one lookup for up to 500 contents. */
export function checkKnown(contents: string[], signal?: AbortSignal): Promise<CheckResult> {
  return callApi(filingCheckApi, { body: { contents } }, { signal });
}

/** POST /api/filing/file: never retried here (lib/filing/run-filing.ts decides what is sent again). */
export function fileReport(body: FileBody): Promise<FileResult> {
  return callApi(filingFileApi, { body });
}

/** GET /api/filing/draft: the caller's own draft, or none. */
export function loadDraft(signal?: AbortSignal): Promise<DraftAnswer> {
  return callApi(filingDraftApi, { query: {} }, { signal });
}

export function saveDraft(draft: FilingDraft): Promise<{ updatedAt: string }> {
  return callApi(filingDraftSaveApi, { body: { draft } });
}

export function discardDraft(): Promise<{ discarded: true }> {
  return callApi(filingDraftDiscardApi, { query: {} });
}

/**
 * POST /api/filing/attachments for one file, with its upload progress (fetch reports none): the
 * file is the raw body, its name in the query. Refusals are read as every /api refusal is.
 */
export function uploadEvidence(file: File, onProgress: (fraction: number) => void): Promise<{ attachments: StoredAttachment[] }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${filingAttachmentApi.path}?${new URLSearchParams({ fileName: file.name })}`);
    // Not a type a cross-site form can send: the route takes it (lib/bff/csrf.ts), a form post it refuses.
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiClientError(0, "NETWORK", NETWORK_FAILURE_MESSAGE));
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: {
          "Content-Type": "application/json",
          ...(xhr.getResponseHeader("Retry-After") ? { "Retry-After": xhr.getResponseHeader("Retry-After")! } : {}),
        },
      });
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as { attachments: StoredAttachment[] });
      else void readApiError(response).then(reject);
    };
    xhr.send(file);
  });
}
