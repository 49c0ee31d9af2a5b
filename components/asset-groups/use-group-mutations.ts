"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AssetGroupList } from "@/lib/contract/asset-group";
import type { ResponseId } from "@/lib/contract/response-id";
import { assetGroupKeys, createAssetGroup, deleteAssetGroup, renameAssetGroup } from "@/lib/queries/asset-groups";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { describeGroupError, type GroupActionError } from "./group-errors";

export type GroupNotice = { tone: "success" | "error"; message: string; requestId?: string };

const sameId = (a: ResponseId, b: ResponseId) => String(a) === String(b);

/** Create, rename (optimistic, rolled back on failure) and delete; each reports its outcome through `notify`. */
export function useGroupMutations(notify: (notice: GroupNotice) => void) {
  const queryClient = useQueryClient();
  const org = useOrganizationScope();
  const listKey = assetGroupKeys.list(org);

  const fail = (error: unknown, name?: string): GroupActionError => {
    const described = describeGroupError(error, name);
    notify({ tone: "error", message: described.message, requestId: described.requestId });
    if (described.refresh) void queryClient.invalidateQueries({ queryKey: assetGroupKeys.all(org) });
    return described;
  };

  const create = useMutation({
    mutationFn: (name: string) => createAssetGroup(name),
    // The service did the work once it answered 2xx: a name it did not echo is the one sent.
    onSuccess: (group, name) => {
      notify({ tone: "success", message: `Created the group "${group.name ?? name}".` });
      return queryClient.invalidateQueries({ queryKey: assetGroupKeys.all(org) });
    },
    onError: (error, name) => fail(error, name),
  });

  const rename = useMutation({
    mutationFn: ({ id, name }: { id: ResponseId; name: string; previousName: string }) => renameAssetGroup(id, name),
    onMutate: async ({ id, name }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData<AssetGroupList>(listKey, (old) =>
        old ? { ...old, groups: old.groups.map((g) => (sameId(g.id, id) ? { ...g, name } : g)) } : old,
      );
    },
    onSuccess: (group, { name, previousName }) => {
      notify({ tone: "success", message: `Renamed "${previousName}" to "${group.name ?? name}".` });
    },
    onError: (error, { id, name, previousName }) => {
      // Undo only this rename: another change made meanwhile stays.
      queryClient.setQueryData<AssetGroupList>(listKey, (old) =>
        old ? { ...old, groups: old.groups.map((g) => (sameId(g.id, id) && g.name === name ? { ...g, name: previousName } : g)) } : old,
      );
      fail(error, name);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetGroupKeys.all(org) }),
  });

  const remove = useMutation({
    mutationFn: ({ id }: { id: ResponseId; name: string }) => deleteAssetGroup(id),
    onSuccess: (result, { id, name }) => {
      queryClient.setQueryData<AssetGroupList>(listKey, (old) => (old ? { ...old, groups: old.groups.filter((g) => !sameId(g.id, id)) } : old));
      const n = result.unassignedAssetCount;
      const unassigned =
        n === null ? "how many assets were unassigned was not sent by the service" : `${n} ${n === 1 ? "asset was" : "assets were"} unassigned`;
      notify({ tone: "success", message: `Deleted the group "${name}"; ${unassigned}.` });
      return queryClient.invalidateQueries({ queryKey: assetGroupKeys.all(org) });
    },
    onError: (error) => fail(error),
  });

  return { create, rename, remove };
}
