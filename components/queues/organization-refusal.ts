import { ApiClientError } from "@/lib/api/errors";

/**
 * What /queues, /triage and /health say when the service refuses the organization their `?slug=` names:
 * one sentence for both pages (an organization key may name only its own organization: 403; a
 * staff key naming none that exists: 404). Null for any other failure. Pure.
 */
export function organizationRefusal(error: unknown, slug: string | null | undefined, what = "its queue"): string | null {
  if (!slug || !(error instanceof ApiClientError) || (error.status !== 403 && error.status !== 404)) return null;
  return `The service refused the organization "${slug}": the console's service key cannot use it (${error.message}). Remove ?slug= from the address, or pick an organization the key reaches, to see ${what}.`;
}
