"use client";

import { parseAsString, useQueryState } from "nuqs";
import { FilingFlow } from "@/components/filing/filing-flow";

/** `?text=` and `?related=` (a report panel's "Report a related threat") fill the page in. */
export function ReportThreatClient({ writeRefusal }: { writeRefusal: string | null }) {
  const [text] = useQueryState("text", parseAsString);
  const [related] = useQueryState("related", parseAsString);
  return <FilingFlow initialText={text?.slice(0, 20_000) ?? ""} related={related?.slice(0, 200) ?? undefined} writeRefusal={writeRefusal} />;
}
