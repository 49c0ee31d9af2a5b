// GET /api/bench-floor/:path* — bench-only: the same upstream GET with nothing of the console's around it
// The floor the proxy-cost bench measures the console against: a bare Next route handler that
// forwards the request with the server's key over the console's own transport, and hands the
// answer's text back unchecked. No session, no validation, no wrapper on purpose, so it must never
// ship: a `.bench.ts` file is a route only in the bench build (next.config.ts: RAMPART_BENCH_FLOOR=1
// at build time, built into its own folder), and it answers 404 unless the same variable is set
// when it runs. With `X-Bench-Validate: 1` it is the validated floor instead: the answer parsed,
// checked with the console's own list schema and written out again, the least that a proxy which
// validates every upstream answer must do, measured beside the console to show what of its cost is
// that duty and what is the rest (session, wrapper, index, signing).
import "server-only";
import { reportListSchema } from "@/lib/contract/report";
import { nodeHttpFetch } from "@/lib/upstream/node-http-fetch";

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const base = process.env.UPSTREAM_URL;
  if (process.env.RAMPART_BENCH_FLOOR !== "1" || !base) return new Response(null, { status: 404 });
  const { path } = await context.params;
  const upstream = await nodeHttpFetch(
    new Request(`${base}/${path.map(encodeURIComponent).join("/")}${new URL(request.url).search}`, {
      headers: { "X-API-KEY": process.env.UPSTREAM_API_KEY ?? "", accept: "application/json" },
    }),
  );
  const text = await upstream.text();
  if (request.headers.get("x-bench-validate") === "1") {
    const checked = reportListSchema.safeParse(JSON.parse(text));
    if (!checked.success) return new Response(null, { status: 502 });
    return new Response(JSON.stringify(checked.data), { status: upstream.status, headers: { "content-type": "application/json" } });
  }
  return new Response(text, { status: upstream.status, headers: { "content-type": upstream.headers.get("content-type") ?? "application/json" } });
}
