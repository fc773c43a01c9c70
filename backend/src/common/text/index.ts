/** Text helpers every module may use: CSV for exports, HTML/XML escaping, prices, UUIDs. */
export { setCsvHeaders, toCsv } from './csv.js';
export { escapeMarkup, unescapeMarkup } from './escape-markup.js';
export { formatPrice } from './money.js';
export { isUuid } from './uuid.js';
