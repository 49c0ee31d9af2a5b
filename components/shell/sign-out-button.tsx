"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { signOutStarted } from "@/components/ui/session-end";
import { callApi } from "@/lib/api/client";
import { signOutApi } from "@/lib/api-routes/session";

export function SignOutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  return (
    <Button
      disabled={pending}
      onClick={async () => {
        setPending(true);
        signOutStarted();
        const answer = await callApi(signOutApi, {}).catch(() => undefined);
        queryClient.clear();
        // Signed in through the identity provider: its session ends too, and it sends the browser back to /sign-in.
        if (answer?.endSessionUrl) {
          window.location.assign(answer.endSessionUrl);
          return;
        }
        router.replace("/sign-in");
        router.refresh();
      }}
    >
      Sign out
    </Button>
  );
}
