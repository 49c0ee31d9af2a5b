"use client";

import { useEffect, useState } from "react";
import { ApiClientError } from "@/lib/api/errors";
import { signInWithWallToken, tokenFromFragment } from "@/lib/queries/wall-links";

type State = { kind: "working" } | { kind: "invalid"; message: string } | { kind: "error"; message: string; requestId?: string };

/** Exchanges the fragment's token for a wall session, then opens /wall (replacing this URL in history). */
export function WallLinkSignIn() {
  const [state, setState] = useState<State>({ kind: "working" });

  useEffect(() => {
    const token = tokenFromFragment(window.location.hash);
    // The token leaves the address bar at once, whatever happens next.
    window.history.replaceState(null, "", window.location.pathname);
    if (!token) {
      setState({ kind: "invalid", message: "This address holds no wall link. Open the full link you were given." });
      return;
    }
    signInWithWallToken(token)
      .then(() => window.location.replace("/wall"))
      .catch((error: unknown) => {
        if (error instanceof ApiClientError && error.status === 401) {
          setState({ kind: "invalid", message: "This wall link is not valid or was revoked. Ask an administrator for a new one." });
        } else {
          setState({
            kind: "error",
            message: error instanceof Error ? error.message : "The wall could not be opened.",
            requestId: error instanceof ApiClientError ? error.requestId : undefined,
          });
        }
      });
  }, []);

  return (
    <main className="dark flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-950 p-8 text-center text-slate-100">
      <h1 className="text-3xl font-bold">Wall screen</h1>
      {state.kind === "working" ? (
        <p role="status" className="text-lg text-slate-300">
          Opening the wall…
        </p>
      ) : (
        <div role="alert" className="max-w-xl text-lg" data-testid="wall-link-error">
          <p>{state.message}</p>
          {state.kind === "error" ? (
            <>
              {state.requestId ? <p className="mt-1 font-mono text-sm">Request id: {state.requestId}</p> : null}
              <p className="mt-2 text-base text-slate-300">Reload the page with the full link to try again.</p>
            </>
          ) : null}
        </div>
      )}
    </main>
  );
}
