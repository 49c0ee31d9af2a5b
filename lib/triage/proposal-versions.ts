import "server-only";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import { getTriageStore } from "./triage-service";

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

/** Each proposal's asset id (as text) in the stored triage walk: a bulk "follow" follows these. */
export async function walkedProposalAssets(organization: OrganizationKey, ids: readonly string[]): Promise<string[]> {
  const snapshot = await (await getTriageStore()).get(organization);
  const wanted = new Set(ids);
  return snapshot.reports.flatMap((report) => report.proposals.flatMap((p) => (wanted.has(String(p.id)) && p.asset ? [String(p.asset.id)] : [])));
}
