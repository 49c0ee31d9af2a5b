import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A titled part of a page: a `<section>` named by its h2, an optional action at the title's end
 * (a "New …" button) and an optional line saying what the part is for. Gaps are `space-y-3`;
 * a caller's `className` may tighten them (`space-y-2`).
 */
export function Section({
  headingId,
  title,
  action,
  description,
  className,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & { headingId: string; title: ReactNode; action?: ReactNode; description?: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className={cn("space-y-3", className)} {...props}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {description ? <p className="text-sm text-muted">{description}</p> : null}
      {children}
    </section>
  );
}
