"use client";

import { Popover } from "@base-ui/react/popover";
import type { ReactNode } from "react";

/**
 * The views bar's menu of actions on the open view, in Base UI's popover: about 36 kB gzipped of
 * /reports' first load, so views-bar.tsx loads it once the page is up, not with it.
 */
export function ViewMenuPopover({
  open,
  onOpenChange,
  label,
  triggerClassName,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  triggerClassName: string;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={triggerClassName} data-testid="view-menu">
        {label}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner side="bottom" align="end" sideOffset={4} className="z-30">
          <Popover.Popup className="min-w-56 rounded border border-border bg-surface-raised p-1 text-sm shadow-lg">
            <ul aria-label="View actions">{children}</ul>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
