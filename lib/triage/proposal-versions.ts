import "server-only";
import { badRequest } from "@/lib/bff/errors";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import type { OrganizationScope } from "@/lib/contract/organization-scope";
import { triageFiltersOfAddress } from "./queue-order";
import { getTriageStore, triageFilteredKeys } from "./triage-service";

/** Each proposal's report updatedAt in the stored triage walk (the versions a snooze "until it changes" compares). */
export async function walkedProposalVersions(organization: OrganizationKey, ids: readonly string[]): Promise<Map<string, string>> {
  const snapshot = await (await getTriageStore()).get(organization);
  const wanted = new Set(ids);
  const versions = new Map<string, string>();
  for (const report of snapshot.reports) {
    for (const proposal of report.proposals) if (report.updatedAt && wanted.has(String(proposal.id))) versions.set(String(proposal.id), report.updatedAt);
  }
  return versions;
}

/**
 * Every proposal /triage lists under a filter (its address text: sla, age, type, brand, tag,
 * assignee, snoozed), not only the loaded ones: a bulk action's "all matching" on /triage.
 */
export async function matchingProposalIds(organization: OrganizationScope, filter: string): Promise<string[]> {
  const matched = await triageFilteredKeys(organization, triageFiltersOfAddress(new URLSearchParams(filter)));
  if (!matched) throw badRequest("The queue has not been read yet; try again in a moment");
  return matched.keys;
}

/** Each proposal's asset id (as text) in the stored triage walk: a bulk "follow" follows these. */
export async function walkedProposalAssets(organization: OrganizationKey, ids: readonly string[]): Promise<string[]> {
  const snapshot = await (await getTriageStore()).get(organization);
  const wanted = new Set(ids);
  return snapshot.reports.flatMap((report) => report.proposals.flatMap((p) => (wanted.has(String(p.id)) && p.asset ? [String(p.asset.id)] : [])));
}
