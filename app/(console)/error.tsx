"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Button, buttonVariants } from "@/components/ui/button";

/** A page that broke while rendering: said plainly, inside the shell, with a way to retry. */
export default function ConsoleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto mt-16 max-w-md text-center">
      <h1 className="text-xl font-semibold">This page ran into a problem</h1>
      <p className="mt-2 text-sm text-muted">
        Something went wrong while showing it. Trying again often helps; if it does not, the reference below helps whoever looks into it.
      </p>
      {error.digest ? <p className="mt-1 font-mono text-xs text-muted">Reference {error.digest}</p> : null}
      <div className="mt-4 flex justify-center gap-2">
        <Button variant="primary" onClick={reset}>
          Try again
        </Button>
        <Link href="/reports" className={buttonVariants()}>
          Go to the reports
        </Link>
      </div>
    </div>
  );
}
