import type { Metadata } from "next";
import { Suspense } from "react";
import { OutcomesClient } from "./client";

export const metadata: Metadata = { title: "Outcomes" };

export default function Page() {
  return (
    <Suspense fallback={<p role="status">Loading outcomes…</p>}>
      <OutcomesClient />
    </Suspense>
  );
}
