import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** The longest page text staff may save (about 5,000 words): well under the API's 100 KB body limit, so it is a 400 with this message, not a 413. */
export const MAX_MARKDOWN_LENGTH = 30_000;

// Its own instance: options set here cannot leak into, or be changed by, another use of marked.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What a legal page may contain: text structure, links and tables. Everything else (scripts, styles,
 * iframes, forms, images, event handlers, `javascript:` or `data:` links) is dropped, whether it came
 * as Markdown or as HTML typed into it: staff tokens live in the storefront's localStorage, so a
 * script on a public page would be a stolen session.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'del',
    'blockquote',
    'code',
    'pre',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // The page's title is its only h1; a '# Heading' in the text becomes its first level below.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      // Links to other sites get no access to this page and pass no referrer.
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Markdown (with any HTML in it) as the safe HTML the storefront sets into its page. */
export function renderMarkdown(text: string): string {
  return sanitizeHtml(markdown.parse(text) as string, SANITIZE).trim();
}
