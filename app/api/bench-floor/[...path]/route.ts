// GET /api/bench-floor/:path* — bench-only: the same upstream GET with nothing of the console's around it
// The floor the proxy-cost bench measures the console against: a bare Next route handler that
// forwards the request with the server's key over the console's own transport, and hands the
// answer's text back unchecked. No session, no validation, no wrapper on purpose, so it ships inert:
// it is in every build (the benches measure the build `npm start` serves), and unless
// RAMPART_BENCH_FLOOR=1 is set when the server starts (bench/console/stack.ts sets it; a deployment
// never does) it is the missing-route catch-all, answering as any path no route answers. The
// variable is read once, so the floor pays nothing per call for the check, and the catch-all (with
// the whole route wrapper) is loaded only when the floor is off.
// With `X-Bench-Validate: 1` it is the validated floor instead: the answer parsed, checked with the
// console's own list schema and written out again, the least that a proxy which validates every
// upstream answer must do, measured beside the console to show what of its cost is that duty and
// what is the rest (session, wrapper, index, signing).
import "server-only";
import { reportListSchema } from "@/lib/contract/report";
import { nodeHttpFetch } from "@/lib/upstream/node-http-fetch";

const ON = process.env.RAMPART_BENCH_FLOOR === "1";

export const dynamic = "force-dynamic";

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const base = process.env.UPSTREAM_URL;
  // Loaded only here, so the floor's own bundle holds nothing of the console's wrapper.
  if (!ON || !base) return (await import("../../[...missing]/route")).GET(request, context);
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
