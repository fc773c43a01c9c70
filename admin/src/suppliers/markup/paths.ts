/** The default markup page's console address (a custom route). */
export const DEFAULT_MARKUP_PATH = '/default-markup';
