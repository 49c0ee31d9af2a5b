// GET /api/metrics — Prometheus metrics, for a scraper holding METRICS_TOKEN
import { route } from "@/lib/bff/handler";
import { getMetrics } from "@/lib/observability/metrics";

export const GET = route({
  permission: "metrics",
  call: async () => {
    const { registry } = getMetrics();
    return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType } });
  },
});
