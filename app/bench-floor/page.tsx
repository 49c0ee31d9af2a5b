// GET /bench-floor — bench-only: an App Router page with no client code of ours (the bundle bench's framework floor)
// What every App Router page loads whatever it holds (Next's client runtime and React DOM), measured
// by bench/bundle-size.bench.ts under each page's first-load JS. Outside the console's group, so no
// shell and no sign-in redirect. Like app/api/bench-floor, it ships inert in every build and answers
// 404 unless RAMPART_BENCH_FLOOR=1 is set when the server runs (bench/console/stack.ts sets it).
import { notFound } from "next/navigation";

export const dynamic = "force-dynamic";

export default function BenchFloorPage() {
  if (process.env.RAMPART_BENCH_FLOOR !== "1") notFound();
  return (
    <main className="p-4">
      <h1>Framework floor</h1>
      <p>A page with no client code of the console&apos;s.</p>
    </main>
  );
}
