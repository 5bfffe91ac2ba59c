/**
 * The constants content text may mention by name, like {phone} or {countiesServed}: the value lives once in site.yaml
 * or is computed from content, and generator/content/placeholders.ts fills it in when pages are built. Besides these,
 * `{law.name}` shows a statement of content/data/law.yaml and `{promise.name}` a promise of the `promise` group of
 * content/messages/<lang>.yaml ({callbackTime}, {arrivalAlamance} and {arrivalOrange} are written only there).
 */
/** Every placeholder a content file may use. */
export const placeholderNames = [
  "name",
  "phone",
  "email",
  "address",
  "city",
  "foundingYear",
  "countiesServed",
  "premiumRange",
  "premiumCap",
  "capOn10000",
  "minimumRule",
  "downPayment",
  "planMonths",
  "rating",
  "reviewCount",
  "ratingSentence",
  "licenseNumber",
  "countiesWithJailList",
  "jailCount",
  "jailsWithPhone",
  "bookingTime",
  "conditionsTime",
  "paperworkTime",
  "postingTime",
  "releaseTime",
  "callToRelease",
  "arrestToRelease",
  "arrivalAlamance",
  "arrivalOrange",
  "callbackTime",
  "cosignerRule",
] as const;
export type PlaceholderName = (typeof placeholderNames)[number];
/**
 * The values, the statements of law named in content/data/law.yaml (`{law.forfeitureNotice}`) and the promises named
 * in the `promise` group of content/messages/<lang>.yaml (`{promise.callback}`), in one language.
 */
export type PlaceholderValues = Record<PlaceholderName, string> & { [statement: `law.${string}`]: string } & { [promise: `promise.${string}`]: string };
