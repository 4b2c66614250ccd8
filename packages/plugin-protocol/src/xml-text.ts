const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The declaration every message starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

// XML 1.0 forbids most control characters; the plugin would reject such a document.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** True when `text` contains a character XML 1.0 cannot carry. */
export function hasInvalidXmlChar(text: string): boolean {
  return INVALID_XML_CHARS.test(text);
}
