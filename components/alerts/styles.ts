import { buttonVariants } from "@/components/ui/button";

/** Class sets of the alerts forms; buttons come from the one button style set (components/ui/button.tsx). */
export const input = "mt-1 w-full rounded border border-border bg-surface px-2 py-1 text-sm aria-[invalid=true]:border-fail";
export const select = "mt-1 w-full rounded border border-border bg-surface px-2 py-1 text-sm";
export const primary = buttonVariants({ variant: "primary" });
export const secondary = buttonVariants({ variant: "secondary" });
export const linkButton = buttonVariants({ variant: "link", size: "inline" });
export const hint = "text-xs text-muted";
export const section = "space-y-2";
export const sectionTitle = "text-lg font-semibold";
