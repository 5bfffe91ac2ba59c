/** Buttons and links that look like buttons, with the site's fixed set of variants and sizes (CONTRIBUTING.md, "Components and styles"). */
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** The class names of a button of the given variant and size. */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold no-underline transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        outline: "border border-current bg-transparent hover:bg-muted hover:text-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "bg-transparent hover:bg-muted hover:text-foreground",
        link: "text-professional underline underline-offset-4 hover:no-underline",
        emergency: "bg-emergency text-emergency-foreground hover:bg-emergency/90", // call-now actions
        hero: "bg-accent text-accent-foreground shadow-lg hover:bg-accent/90",
        professional: "bg-professional text-professional-foreground hover:bg-professional/90",
      },
      size: {
        default: "min-h-11 px-5 text-base",
        sm: "min-h-11 px-3 text-sm",
        lg: "min-h-14 px-4 text-base sm:px-7 sm:text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

/** A link styled as a button: "Call now", "Apply online". */
export function ButtonLink({ className, variant, size, ...props }: ComponentProps<"a"> & VariantProps<typeof buttonVariants>) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A button that acts on the page (opens the menu, closes the drawer). */
export function Button({ className, variant, size, type = "button", ...props }: ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
