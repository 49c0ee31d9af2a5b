import "server-only";
import type { Hono } from "hono";
import { healthcheckListBodySchema } from "@/lib/contract/healthcheck-request";
import { snapshotBodySchema } from "@/lib/contract/snapshot-request";
import { errorBody, readJsonBody, resolveOrganization, type ServiceDeps, type ServiceEnv, ServiceError, validate } from "../context";
import { ensureOperationsIndexes } from "../operations/query-plan";
import { queueSnapshot } from "../operations/queue-snapshot";
import { REGISTERED_CHECKS, type RegisteredCheck } from "../operations/registry";
import { presentSparseCheckResult, presentSparseSnapshot } from "../sparse";

/**
 * POST /healthchecks/list, POST /healthchecks/<category>/<name> (ten checks) and
 * POST /operations/queues/snapshot, relative to the app's /api/v2 base path.
 * Body validation and organization errors are thrown as ServiceError for the app's error handler.
 */
export function registerOperationsRoutes(app: Hono<ServiceEnv>, deps: ServiceDeps, checks: readonly RegisteredCheck[] = REGISTERED_CHECKS): void {
  ensureOperationsIndexes(deps.db);

  app.post("/healthchecks/list", async (c) => {
    const body = validate(healthcheckListBodySchema, await readJsonBody(c));
    resolveOrganization(c, body.slug);
    return c.json({
      checks: checks.map((check) => ({
        id: check.id,
        path: check.path,
        title: check.title,
        category: check.category,
        implemented: Boolean(check.run),
        ...(check.run ? {} : { notImplementedReason: check.notImplementedReason }),
        parameters: [
          { name: "slug", type: "string", description: "Organization selector." },
          ...check.parameters.map((p) => ({ name: p.name, type: p.type, default: p.default, description: p.description })),
        ],
      })),
    });
  });

  for (const check of checks) {
    app.post(check.path, async (c) => {
      if (!check.run) {
        // 501 is outside the agreed ErrorCode set; the body keeps the variant's error form.
        const message = `${check.id} is not implemented: ${check.notImplementedReason}`;
        return c.json(errorBody(deps.variant, "NOT_IMPLEMENTED", message) as object, 501);
      }
      const body = validate(check.bodySchema, await readJsonBody(c)) as { slug?: string };
      const org = resolveOrganization(c, body.slug);
      const now = deps.now();
      const outcome = check.run({ db: deps.db, org, now }, body);
      const result = {
        id: check.id,
        title: check.title,
        category: check.category,
        generatedAt: now.toISOString(),
        scope: { slug: org.slug },
        ok: outcome.severity === "ok",
        severity: outcome.severity,
        observed: outcome.observed,
        threshold: outcome.threshold,
        findings: outcome.findings,
        suggestedAction: outcome.suggestedAction,
        appUrl: outcome.appUrl,
      };
      return c.json(deps.variant === "sparse" ? presentSparseCheckResult(result) : result);
    });
  }

  app.post("/operations/queues/snapshot", async (c) => {
    const body = validate(snapshotBodySchema, await readJsonBody(c));
    const org = resolveOrganization(c, body.slug);
    if (body.all && !c.get("caller").isStaff) throw new ServiceError(403, "FORBIDDEN", "Insufficient access");
    const organizations = body.all
      ? (deps.db.prepare("SELECT id, slug FROM organizations ORDER BY slug").all() as { id: number; slug: string }[])
      : [{ id: org.id, slug: org.slug }];
    const snapshot = queueSnapshot({
      db: deps.db,
      now: deps.now(),
      slug: org.slug,
      organizations,
      all: body.all,
      windowHours: body.windowHours,
    });
    return c.json(deps.variant === "sparse" ? presentSparseSnapshot(snapshot) : snapshot);
  });
}
