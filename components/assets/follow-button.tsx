"use client";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useFollows } from "./use-follows";

/** Follow or unfollow one asset from its row; the button says which it is now. */
export function FollowButton({ assetId, label }: { assetId: string; label: string }) {
  const { followed, change, following } = useFollows();
  const toast = useToast();
  const on = followed.has(assetId);
  const busy = change.isPending && change.variables?.kind !== "seen" && change.variables?.assetId === assetId;
  return (
    <Button
      aria-pressed={on}
      aria-label={`${on ? "Unfollow" : "Follow"} ${label}`}
      disabled={following.isPending || busy}
      onClick={() =>
        change.mutate(
          { kind: on ? "unfollow" : "follow", assetId },
          // The limit's refusal says what to do in its own words (lib/threats/follows.ts).
          { onError: (error) => toast({ tone: "error", message: error instanceof Error ? error.message : "The follow could not be saved." }) },
        )
      }
      data-testid="follow-button"
    >
      {on ? "Following" : "Follow"}
    </Button>
  );
}
