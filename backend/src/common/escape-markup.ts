const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML or XML, as element text or a quoted attribute value. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}
