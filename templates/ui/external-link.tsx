/** Links to other websites: they open in a new tab, safely, and say so to screen-reader users. */
import type { ComponentProps } from "react";
import type { Site } from "../../model/schemas/index.ts";

/** An `<a>` to another site, with target="_blank", rel="noopener noreferrer" and a hidden `newTabNote` ("(opens in a new tab)"). */
export function ExternalLink({ children, newTabNote, ...props }: Omit<ComponentProps<"a">, "target" | "rel"> & { newTabNote: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}

/**
 * The agency's social profiles from site.yaml, as a row of links; nothing when there are none. A network's name is
 * shown in the page's language through `phrase` (the `phrases` of a messages file).
 */
export function SocialLinks({
  socials,
  className,
  newTabNote,
  phrase,
}: {
  socials: Site["socials"];
  className?: string;
  newTabNote: string;
  phrase: (english: string) => string;
}) {
  if (socials.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-x-4 ${className ?? ""}`}>
      {socials.map((s) => (
        <li key={s.url}>
          <ExternalLink href={s.url} newTabNote={newTabNote} className="inline-flex min-h-11 items-center underline underline-offset-4 hover:no-underline">
            {phrase(s.network)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
