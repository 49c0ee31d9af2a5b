import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";
import { ApiError } from "./errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** `/api/metrics` is for the scraper only: `Authorization: Bearer <METRICS_TOKEN>`. */
export function checkMetricsToken(request: Request): ApiError | null {
  const expected = getEnv().METRICS_TOKEN;
  if (!expected) return new ApiError(404, "NOT_FOUND", "Metrics are disabled: set METRICS_TOKEN to enable them");
  const given = request.headers.get("authorization")?.match(/^Bearer\s+(.+)$/i)?.[1] ?? "";
  if (!given) return new ApiError(401, "UNAUTHORIZED", "A metrics token is required");
  return timingSafeEqual(digest(given), digest(expected)) ? null : new ApiError(403, "FORBIDDEN", "Wrong metrics token");
}
