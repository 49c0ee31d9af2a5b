"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { type ReactNode, useState } from "react";
import { ApiClientError } from "@/lib/queries/api-fetch";
import { ToastProvider } from "./ui/toast";

function makeQueryClient() {
  return new QueryClient({
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
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <NuqsAdapter>
        <ToastProvider>{children}</ToastProvider>
      </NuqsAdapter>
    </QueryClientProvider>
  );
}
