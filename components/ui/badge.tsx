import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";

/** A short status word on a tinted ground; the word carries the meaning, the colour only helps. */
export const badgeVariants = cva("inline-flex items-center gap-1 rounded px-1.5 py-px text-xs font-medium whitespace-nowrap", {
  variants: {
    tone: {
      neutral: "bg-surface-sunken text-text",
      accent: "bg-accent-soft text-accent",
      ok: "bg-ok-soft text-ok",
      warn: "bg-warn-soft text-warn",
      fail: "bg-fail-soft text-fail",
      unknown: "bg-surface-sunken text-unknown",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export function Badge({
  tone,
  title,
  className,
  children,
  ...rest
}: VariantProps<typeof badgeVariants> & { title?: string; className?: string; children: ReactNode; "data-testid"?: string }) {
  return (
    <span title={title} className={badgeVariants({ tone, className })} {...rest}>
      {children}
    </span>
  );
}
