"use client";

import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Wraps one URL-state text field (whose input carries `name`) so that Enter works before the page
 * has hydrated: the browser then submits a plain GET of the same page, keeping the address's other
 * parameters, and the server renders the result. Once hydrated, the field commits through its own
 * handler and this submit is cancelled.
 */
export function UrlTextForm({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  const params = useSearchParams();
  const kept = [...(params?.entries() ?? [])].filter(([key]) => key !== name);
  return (
    <form method="get" className={className} data-hydrated={useHydrated()} onSubmit={(event) => event.preventDefault()}>
      {kept.map(([key, value], i) => (
        <input key={`${key}:${i}`} type="hidden" name={key} value={value} />
      ))}
      {children}
    </form>
  );
}
