import { z } from "zod";

// Every field's description, shown by the editor; kept short and in the maintainer's words.
export const d = <T extends z.ZodType>(schema: T, description: string): T => schema.describe(description);

export const phone = z.string().regex(/^\d{3}-\d{3}-\d{4}$/, { error: "Write the phone number like 919-555-0123." });
export const httpsUrl = z.url({ protocol: /^https$/, error: "Write a full web address that starts with https://." });
export const routePath = z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
  error: "Write the page address like /county/wake-county: lower-case words joined by hyphens, no slash at the end.",
});
export const shortText = z.string().min(2).max(80);
export const text = z.string().min(10).max(400);
export const listItem = z.string().min(2).max(120); // one line of a bullet list

/** The head fields every page file has, whatever its kind. */
/** A Spanish file (content/es/) names the English file it translates and the version of it it was made from. */
export const translation = {
  translationOf: d(
    z
      .string()
      .regex(/^content\/(pages|counties|cities|bonds|data)\/[a-z0-9-]+\.(md|yaml)$/, {
        error: "Write the English file's path, like content/pages/faqs.md.",
      })
      .optional(),
    "Spanish pages only: the English page this one translates.",
  ),
  sourceHash: d(
    z
      .string()
      .regex(/^[0-9a-f]{12}$/, { error: "Write the 12 letters and digits `npm run translations` prints for the English file." })
      .optional(),
    "Spanish pages only: which version of the English page this translation was made from.",
  ),
};

export const pageHead = {
  ...translation,
  path: d(routePath, "The page's address on the site, like /county/wake-county. Each address belongs to exactly one file."),
  label: d(shortText, 'The page\'s short name in menus, the sitemap page and link lists, like "Wake County".'),
  title: d(z.string().min(10).max(60), "The title search engines and the browser tab show (10–60 characters)."),
  heading: d(z.string().min(3).max(70), "The big heading at the top of the page (3–70 characters)."),
  description: d(z.string().min(50).max(160), "The sentence search engines show under the title (50–160 characters). Say what the visitor gets here."),
  keywords: d(z.array(z.string().min(2).max(60)).min(1).max(12), "Phrases people search for that this page answers (1–12)."),
  draft: d(
    z.boolean().optional(),
    "On while the page is being written: it stays off the site, the menus and the sitemap. Turn it off to publish the page.",
  ),
};

export const fraction2 = z.tuple([z.number().gt(0).lt(1), z.number().gt(0).lt(1)]).refine(([low, high]) => low <= high, {
  error: "Write the lower share first, like [0.25, 0.5].",
});

// A usual time as [shortest, longest] whole minutes.
export const minutes = z
  .tuple([z.int({ error: "Write whole minutes, like 30." }).min(1), z.int({ error: "Write whole minutes, like 120." }).min(1)])
  .refine(([low, high]) => low <= high, { error: "Write the shorter time first, like [30, 120]." });
