/** Plain template text with the phone number kept on one line and figure ranges kept whole. */
import type { ReactNode } from "react";
import { keepRanges } from "../islands/rich-text.tsx";

/** `text` with every `phone` wrapped in a no-wrap span and ranges like 10–15% glued at their dash. */
export function noBreak(text: string, phone: string): ReactNode {
  const parts = keepRanges(text).split(phone);
  return parts.flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
          <span key={i} className="whitespace-nowrap">
            {phone}
          </span>,
          part,
        ],
  );
}
