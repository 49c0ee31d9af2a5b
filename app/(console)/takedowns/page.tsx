import type { Metadata } from "next";
import { Suspense } from "react";
import { TakedownsClient } from "./client";

export const metadata: Metadata = { title: "Takedowns" };

export default function Page() {
  return (
    <Suspense fallback={<p role="status">Loading takedowns…</p>}>
      <TakedownsClient />
    </Suspense>
  );
}
