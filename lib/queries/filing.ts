import { callApi } from "@/lib/api/client";
import { filingCheckApi, filingDraftApi, filingDraftDiscardApi, filingDraftSaveApi, filingFileApi, filingParseApi } from "@/lib/api-routes/filing";
import type { CheckResult, FileBody, FileResult, ParseTextResult } from "@/lib/contract/filing-console";
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
