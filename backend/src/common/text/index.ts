/** Text helpers every module may use: CSV for exports, HTML/XML escaping, prices, UUIDs, e-mail and postal addresses. */
export { canonicalJson } from './canonical-json.js';
export { setCsvHeaders, toCsv } from './csv.js';
export { escapeJsonForScript, escapeMarkup, unescapeMarkup } from './escape-markup.js';
export { convertPrice, formatPrice, type MoneyDisplay } from './money.js';
export { isUuid } from './uuid.js';
export { normaliseEmail } from './email.js';
export { addressFormat, addressLines, type AddressFormat, type PostalAddress } from './postal-address.js';
