"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { type ReactNode, useState } from "react";
import { ApiClientError } from "@/lib/api/errors";
import { endSession, isSessionEnded, sessionResumed } from "./ui/session-end";
import { ToastProvider } from "./ui/toast";

/** What a 401 from the console's API does: go to sign-in and back (the console), or nothing here (the wall says it on its own screen). */
export type SessionEndHandling = "sign-in" | "page";

export function makeQueryClient(sessionEnd: SessionEndHandling) {
  const onError = (error: unknown) => {
    if (sessionEnd === "sign-in" && isSessionEnded(error)) endSession();
  };
  const onSuccess = () => {
    if (sessionEnd === "sign-in") sessionResumed();
  };
  return new QueryClient({
    // Every query and every mutation, whatever its own error handling: an ended session is the page's business, not one call's.
    queryCache: new QueryCache({ onError, onSuccess }),
    mutationCache: new MutationCache({ onError, onSuccess }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again; the server already retried the upstream once.
        retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Query cache, URL state and toasts, for the pages that use them (the console and the wall, not /sign-in). */
export function Providers({ children, sessionEnd = "page" }: { children: ReactNode; sessionEnd?: SessionEndHandling }) {
  const [client] = useState(() => makeQueryClient(sessionEnd));
  return (
    <QueryClientProvider client={client}>
      <NuqsAdapter>
        <ToastProvider>{children}</ToastProvider>
      </NuqsAdapter>
    </QueryClientProvider>
  );
}
