/** The two ways a phone number appears on the site: as written and as a tel: link. */

/** `336-555-0142` → `tel:+13365550142` (North American numbers only, which is all the site uses). */
export function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`;
}
