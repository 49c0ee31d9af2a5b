"use client";

import { createContext, type ReactNode, useContext } from "react";
import { useOrganizationScope } from "@/lib/queries/organization-scope";

const TriageSlug = createContext<string | undefined>(undefined);

/** The organization /triage?slug= names (read as /queues reads it), for every triage call under it. */
export function TriageScopeProvider({ slug, children }: { slug: string | null; children: ReactNode }) {
  return <TriageSlug.Provider value={slug ?? undefined}>{children}</TriageSlug.Provider>;
}

/**
 * The key organization and the slug triage calls send: the page's `?slug=` when it names one,
 * else the organization chosen in the shell (sent by its cookie, so no slug).
 */
export function useTriageScope(): { org: string; slug: string | undefined } {
  const chosen = useOrganizationScope();
  const slug = useContext(TriageSlug);
  return { org: slug ?? chosen, slug };
}
