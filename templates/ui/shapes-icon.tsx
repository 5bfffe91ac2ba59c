/** An icon drawn from shape data (templates/ui/content-icons.ts); islands import only this, never the whole set. */
import { createElement } from "react";
import type { IconShape } from "./content-icons.ts";

/** The shapes of one icon as an <svg>; shared with islands that receive the shapes in their props. */
export function ShapesIcon({ shapes, size = 20, className }: { shapes: IconShape[]; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {shapes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
