import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets a later Tailwind class win over an earlier one (`cn("px-2", "px-3")` is `"px-3"`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
