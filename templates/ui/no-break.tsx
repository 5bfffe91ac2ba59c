/** Plain template text with phone numbers kept on one line, and figure ranges and statute numbers kept whole. */
import type { ReactNode } from "react";
import { keepWhole } from "../../model/rich-text.ts";

/** A phone number as the site writes every number, its own (site.yaml) and an agency's alike: 336-555-0142. */
const phoneNumber = /(\d{3}-\d{3}-\d{4})/;

/**
 * `text` with every phone number wrapped in a no-wrap span (phone numbers stay on one line by CSS: ARCHITECTURE.md,
 * "The build checks itself") and ranges like 10–15% glued at their dash.
 */
export function noBreak(text: string): ReactNode {
  // split() with a capture group alternates text and numbers: even indexes are text, odd ones numbers.
  return keepWhole(text)
    .split(phoneNumber)
    .map((part, i) =>
      i % 2 === 0 ? (
        part
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
        <span key={i} className="whitespace-nowrap">
          {part}
        </span>
      ),
    );
}
