import { declareRoute } from "@/lib/api/define";
import type { CheckResult, checkBodySchema, FileResult, fileBodySchema, ParseTextResult, parseTextBodySchema } from "@/lib/contract/filing-console";

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
