/** Renders an icon that content names (templates/ui/content-icons.ts). Decorative: the text next to it carries the meaning. */
import { contentIcons, type ContentIconName } from "./ui/content-icons.ts";
import { ShapesIcon } from "./ui/shapes-icon.tsx";

/** The icon called `name`. */
export function ContentIcon({ name, ...rest }: { name: ContentIconName; size?: number; className?: string }) {
  return <ShapesIcon shapes={contentIcons[name]} {...rest} />;
}
