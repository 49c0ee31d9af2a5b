"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/components/ui/save-file";
import { useToast } from "@/components/ui/toast";
import { ApiClientError } from "@/lib/api/errors";
import { fetchAllTakedowns, type TakedownQuery } from "@/lib/queries/takedowns";
import { takedownsCsv } from "./takedown-csv";

type ExportState = { phase: "idle" } | { phase: "running"; rows: number } | { phase: "error"; message: string };

/** Every takedown of the current view as a CSV file, walked page by page in the browser. */
export function ExportTakedownsButton({ query }: { query: TakedownQuery }) {
  const [state, setState] = useState<ExportState>({ phase: "idle" });
  const toast = useToast();
  const run = async () => {
    setState({ phase: "running", rows: 0 });
    try {
      const rows = await fetchAllTakedowns(query, undefined, (loaded) => setState({ phase: "running", rows: loaded }));
      const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-");
      saveFile(new Blob([takedownsCsv(rows)], { type: "text/csv;charset=utf-8" }), `takedowns-${stamp}.csv`);
      setState({ phase: "idle" });
      toast({ message: `Saved ${rows.length.toLocaleString("en")} takedowns.` });
    } catch (error) {
      setState({ phase: "error", message: error instanceof ApiClientError ? error.message : "The export stopped before the end; no file was saved." });
    }
  };
  return (
    <div className="flex flex-col items-end gap-1 text-sm" data-testid="takedown-export">
      <Button onClick={() => void run()} disabled={state.phase === "running"}>
        <Download aria-hidden size={14} />
        {state.phase === "running" ? `Exporting… ${state.rows.toLocaleString("en")} rows` : "Export CSV"}
      </Button>
      {state.phase === "error" ? (
        <span role="alert" className="text-fail">
          {state.message}
        </span>
      ) : null}
    </div>
  );
}
