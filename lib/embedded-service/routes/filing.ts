import "server-only";
import type { Hono } from "hono";
import { recognizeAsset } from "@/lib/contract/asset-recognize";
import type { AssetRefusal } from "@/lib/contract/filing";
import { assetParseBodySchema, reportCreateBodySchema } from "@/lib/contract/filing-request";
import { formatId, readJsonBody, resolveOrganization, type ServiceContext, type ServiceEnv, ServiceError, type Variant, validate } from "../context";
import { sparseReportId } from "../sparse";
import { type FilingAsset, fileReport } from "../store/file-report";

/** A 422 in the dialect's error form, with the per-asset list the docs show under `data.errors`. */
function refused(c: ServiceContext, variant: Variant, message: string, errors: AssetRefusal[]) {
  const code = "UNPROCESSABLE_CONTENT";
  const body = variant === "alternate" ? { error: { code, message, data: { errors } } } : { message, code, data: { errors } };
  return c.json(body, 422);
}

function readOnlyRefused(c: ServiceContext): void {
  if (c.get("caller").powers.readOnly) throw new ServiceError(403, "FORBIDDEN", "This API key is read-only and cannot file reports");
}

/**
 * POST /asset/parse (one asset → `{ content, submittedContent, type }` or null) and POST
 * /report/create. The dialects differ in the create answer: standard the current
 * `{ id, createdAt, organization }`, alternate the same with string ids and the nested 422,
 * sparse the older published `{ success, reportId, message, assetsProcessed }` and its rule that
 * every asset must be new.
 */
export function registerFilingRoutes(app: Hono<ServiceEnv>): void {
  app.post("/asset/parse", async (c) => {
    const body = validate(assetParseBodySchema, await readJsonBody(c));
    const found = recognizeAsset(body.content);
    return c.json(found ? { content: found.content, submittedContent: body.content, type: found.type } : null);
  });

  app.post("/report/create", async (c) => {
    const body = validate(reportCreateBodySchema, await readJsonBody(c));
    readOnlyRefused(c);
    const { db, variant, now } = c.get("deps");
    if (!body.organizationSlug && (body.discordGuildId || body.telegramGroupId)) {
      throw new ServiceError(404, "NOT_FOUND", "No organization is linked to that Discord server or Telegram group");
    }
    const org = resolveOrganization(c, body.organizationSlug);
    const assets: FilingAsset[] = body.assets.map((a) =>
      typeof a === "string" ? { content: a, status: "BLOCKED" } : { content: a.content, status: a.status ?? "BLOCKED", brandSlug: a.brandSlug },
    );
    const outcome = fileReport(db, {
      organizationId: org.id,
      assets,
      title: body.title,
      description: body.description ?? body.reason,
      attachmentUrls: body.attachmentUrls,
      externalSubmissionLink: body.externalSubmissionLink,
      allMustBeNew: variant === "sparse",
      now: now(),
    });
    if (!outcome.ok) return refused(c, variant, outcome.message, outcome.refusals);
    const createdAt = now().toISOString();
    if (variant === "sparse") {
      return c.json({
        success: true,
        reportId: sparseReportId(outcome.reportId),
        message: "Report created successfully",
        assetsProcessed: outcome.filed.length,
      });
    }
    return c.json({ id: formatId(variant, outcome.reportId), createdAt, organization: { id: formatId(variant, org.id), slug: org.slug, name: org.name } });
  });
}
