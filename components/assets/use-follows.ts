"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { changeFollows, type FollowChangeInput, followingQuery } from "@/lib/queries/asset-lifecycle";
import { useOrganizationScope } from "@/lib/queries/organization-scope";

/** The user's follows and the one mutation that changes them (its answer is the new list). */
export function useFollows() {
  const org = useOrganizationScope();
  const queryClient = useQueryClient();
  const options = followingQuery(org);
  const following = useQuery(options);
  const change = useMutation({
    mutationFn: (input: FollowChangeInput) => changeFollows(input),
    onSuccess: (view) => queryClient.setQueryData(options.queryKey, view),
  });
  const followed = new Set(following.data?.following.map((f) => f.assetId) ?? []);
  return { following, change, followed };
}
