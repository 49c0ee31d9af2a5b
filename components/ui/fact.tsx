import type { ReactNode } from "react";

/** One term and its value in a settings list (`<dl>`): the term in a fixed column from the small breakpoint up. */
export function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-x-4 gap-y-0.5 py-2 sm:grid-cols-[14rem_1fr]" data-testid={testId}>
      <dt className="font-medium text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
