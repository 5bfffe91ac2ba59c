/** Escaping for text and attribute values in HTML and XML that the generator writes as strings (not via React). */

/** `s` safe inside element text and double-quoted attribute values of HTML and XML. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
