import { escapeMarkup } from '../../common/text/index.js';

/**
 * The look every shop e-mail shares, as an HTML document: the shop's name as its heading, then `body`
 * (markup whose values the caller has escaped with escapeMarkup).
 */
export function mailFrame(shopName: string, body: string): string {
  return `<!doctype html>
<html><body style="font-family: Georgia, serif; color: #2b2622; max-width: 560px; margin: 0 auto; padding: 24px;">
<h1 style="font-weight: normal; font-size: 24px;">${escapeMarkup(shopName)}</h1>
${body}
</body></html>`;
}
