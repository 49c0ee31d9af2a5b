import { declareRoute } from "@/lib/api/define";
import type { slugQuerySchema } from "@/lib/bff/common-schemas";
import type {
  attachmentQuerySchema,
  CheckResult,
  checkBodySchema,
  FileResult,
  fileBodySchema,
  ParseTextResult,
  parseTextBodySchema,
  StoredAttachment,
} from "@/lib/contract/filing-console";
import type { DraftAnswer, draftBodySchema } from "@/lib/contract/filing-draft";

/** POST /api/filing/parse: the assets the service finds in pasted text, each with its type. */
export const filingParseApi = declareRoute<{ body: typeof parseTextBodySchema }, ParseTextResult>()({
  method: "POST",
  path: "/api/filing/parse",
  key: ["filing", "parse"],
});

/** POST /api/filing/check: what the service already knows of each asset (one batched lookup). */
export const filingCheckApi = declareRoute<{ body: typeof checkBodySchema }, CheckResult>()({
  method: "POST",
  path: "/api/filing/check",
  key: ["filing", "check"],
});

/** POST /api/filing/file: files one report; per asset, what went in and why the rest did not. */
export const filingFileApi = declareRoute<{ body: typeof fileBodySchema }, FileResult>()({
  method: "POST",
  path: "/api/filing/file",
  key: ["filing", "file"],
});

/** GET /api/filing/draft: the caller's own draft for the organization, or none. */
export const filingDraftApi = declareRoute<{ query: typeof slugQuerySchema }, DraftAnswer>()({
  method: "GET",
  path: "/api/filing/draft",
  key: ["filing", "draft"],
});

/** POST /api/filing/draft: keeps the caller's draft (replacing the one before). */
export const filingDraftSaveApi = declareRoute<{ body: typeof draftBodySchema }, { updatedAt: string }>()({
  method: "POST",
  path: "/api/filing/draft",
  key: ["filing", "draft"],
});

/** DELETE /api/filing/draft: discards it (also after a filing with nothing left to file). */
export const filingDraftDiscardApi = declareRoute<{ query: typeof slugQuerySchema }, { discarded: true }>()({
  method: "DELETE",
  path: "/api/filing/draft",
  key: ["filing", "draft"],
});

/** POST /api/filing/attachments?fileName=: one evidence file as the raw body, stored privately by the service. */
export const filingAttachmentApi = declareRoute<{ query: typeof attachmentQuerySchema }, { attachments: StoredAttachment[] }>()({
  method: "POST",
  path: "/api/filing/attachments",
  key: ["filing", "attachments"],
});
