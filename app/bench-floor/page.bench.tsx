// GET /bench-floor — bench-only: an App Router page with no client code of ours (the bundle bench's framework floor)
// What every App Router page loads whatever it holds (Next's client runtime and React DOM), measured
// by bench/bundle-size.bench.ts under each page's first-load JS. Outside the console's group, so no
// shell and no sign-in redirect. Like app/api/bench-floor, a `.bench.tsx` file is a route only in the
// bench build (next.config.ts, RAMPART_BENCH_FLOOR=1), and it answers 404 unless that variable is
// set when it runs.
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
