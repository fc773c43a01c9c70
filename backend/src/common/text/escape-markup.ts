const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML or XML, as element text or a quoted attribute value. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

const TEXT: Record<string, string> = Object.fromEntries(
  Object.entries(ENTITIES).map(([char, entity]) => [entity, char]),
);

/** The text that escapeMarkup (or a page written the same way) made into markup. */
export function unescapeMarkup(markup: string): string {
  return markup.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => TEXT[entity]);
}

/**
 * JSON text made safe inside an HTML <script> element: '<', '>' and '&' (which could close the element or
 * open a comment) and the two line separators as \u escapes, which JSON reads back as the same characters.
 */
export function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
