"use client";

import { useState } from "react";
import { saveFile } from "@/components/ui/save-file";
import { ApiClientError } from "@/lib/queries/api-fetch";
import { fetchAllTakedowns, type TakedownQuery } from "@/lib/queries/takedowns";
import { takedownsCsv } from "./takedown-csv";

type ExportState = { phase: "idle" } | { phase: "running"; rows: number } | { phase: "done"; rows: number } | { phase: "error"; message: string };

/** Every takedown of the current view as a CSV file, walked page by page in the browser. */
export function ExportTakedownsButton({ query }: { query: TakedownQuery }) {
  const [state, setState] = useState<ExportState>({ phase: "idle" });
  const run = async () => {
    setState({ phase: "running", rows: 0 });
    try {
      const rows = await fetchAllTakedowns(query, undefined, (loaded) => setState({ phase: "running", rows: loaded }));
      const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-");
      saveFile(new Blob([takedownsCsv(rows)], { type: "text/csv;charset=utf-8" }), `takedowns-${stamp}.csv`);
      setState({ phase: "done", rows: rows.length });
    } catch (error) {
      setState({ phase: "error", message: error instanceof ApiClientError ? error.message : "The export stopped before the end; no file was saved." });
    }
  };
  return (
    <div className="flex flex-col items-end gap-1 text-sm" data-testid="takedown-export">
      <button
        type="button"
        onClick={() => void run()}
        disabled={state.phase === "running"}
        className="rounded border border-slate-300 px-3 py-1.5 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {state.phase === "running" ? `Exporting… ${state.rows.toLocaleString("en")} rows` : "Export CSV"}
      </button>
      {state.phase === "done" ? <span role="status">Saved {state.rows.toLocaleString("en")} takedowns.</span> : null}
      {state.phase === "error" ? (
        <span role="alert" className="text-red-800 dark:text-red-200">
          {state.message}
        </span>
      ) : null}
    </div>
  );
}
