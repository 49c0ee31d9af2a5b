"use client";

import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ItemMarks } from "@/lib/marks/marks.types";
import { marksOptions } from "@/lib/queries/marks";

/** Ids per marks request: the list's loaded rows in pages of this many, each page asked once. */
const PAGE = 50;

/** The console's marks of a list's loaded items, by id (an item without marks is absent). */
export function useItemMarks(org: string, kind: "report" | "proposal", ids: readonly string[]): Map<string, ItemMarks> {
  const pages = useMemo(() => {
    const out: string[][] = [];
    for (let i = 0; i < ids.length; i += PAGE) out.push(ids.slice(i, i + PAGE));
    return out;
  }, [ids]);
  const answers = useQueries({ queries: pages.map((page) => marksOptions(org, kind, page)) });
  const stamps = answers.map((a) => a.dataUpdatedAt).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers change identity every render; their update times say when they changed
  return useMemo(() => {
    const all = new Map<string, ItemMarks>();
    for (const answer of answers) for (const [id, marks] of Object.entries(answer.data?.marks ?? {})) all.set(id, marks);
    return all;
  }, [stamps]);
}
