import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

/**
 * The one button style set (shadcn/ui's pattern): variants on theme tokens. Use `buttonVariants`
 * for a link that looks like a button. See docs/architecture.md ("Look").
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-1.5 rounded font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-accent text-on-accent hover:opacity-90",
        secondary: "border border-border bg-surface text-text hover:bg-surface-sunken",
        danger: "bg-fail text-surface hover:opacity-90",
        ghost: "text-text hover:bg-surface-sunken",
        link: "text-accent underline underline-offset-2 hover:opacity-80",
      },
      size: { sm: "px-2 py-0.5 text-xs", md: "px-3 py-1 text-sm", inline: "text-sm", icon: "p-1" },
    },
    defaultVariants: { variant: "secondary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
