import "server-only";
import type { AccountSetupList } from "@/lib/contract/account-setup";
import { type OrganizationScope, slugOf } from "@/lib/contract/organization-scope";
import { listAccountSetups } from "@/lib/upstream/account";
import type { UpstreamClient } from "@/lib/upstream/client";
import { currentKeyPowers } from "@/lib/upstream/key-powers";

/**
 * The organization the console acts on, as `POST /user/orgs` describes its account: the one named,
 * else the key's own (an organization key lists only its own; a user key's own is the one
 * `GET /validate` names), else every organization listed, each shown.
 */
export async function accountReadiness(client: UpstreamClient, scope: OrganizationScope): Promise<AccountSetupList> {
  const all = await listAccountSetups(client);
  const wanted = slugOf(scope) ?? (all.organizations.length > 1 ? (await currentKeyPowers()).organization?.slug : undefined);
  if (!wanted) return all;
  return { organizations: all.organizations.filter((o) => o.slug === wanted), unreadable: all.unreadable };
}
