/** Joins class names and lets the caller's Tailwind classes win over a component's defaults. */
import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** clsx + tailwind-merge: `cn("px-4", cond && "px-6")`. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
