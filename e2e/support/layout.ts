import { expect, type Page } from '@playwright/test';

/** The widths every page must fit, from a small phone to a wide desktop (issue 16). */
export const LAYOUT_VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

/**
 * How wide the page is against the window (wider means the page scrolls sideways), and the outermost
 * elements that reach past the window's right edge (tag and classes), so a failure says where to look.
 */
export async function pageWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 3).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`;
    };
    const reachesPast = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 1;
    // Only the outermost: the children of a too-wide box are mostly too wide because of it.
    const widest = [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          reachesPast(element) &&
          !(element.parentElement && element.parentElement !== document.body && reachesPast(element.parentElement)),
      )
      .slice(0, 5)
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
  });
}

/**
 * The page itself never scrolls sideways: wide content (a table, a comparison) scrolls inside its own box.
 * `soft` records the failure and lets the test go on to the next width.
 */
export async function expectNoHorizontalScroll(page: Page, where = page.url(), { soft = false } = {}) {
  const { scrollWidth, innerWidth, widest } = await pageWidth(page);
  const check = soft ? expect.soft : expect;
  check(
    scrollWidth,
    `${where} at ${innerWidth} px is ${scrollWidth} px wide (reaching past: ${widest.join(' | ')})`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** One element whose words do not fit: what it says, and the tag and classes that find it. */
export interface ClippedText {
  text: string;
  element: string;
}

/**
 * The visible controls and texts (buttons, links, labels, headings, table cells, menu and tab entries, chips)
 * whose words do not fit their box: wider than it (`scrollWidth > clientWidth`), whether the rest is hidden,
 * ends in an ellipsis or spills over a neighbour; or a part of them that hides its overflow (a button's label,
 * a chip's text) cut the same way. A box that scrolls (overflow auto or scroll) lets its reader reach the
 * rest, and text nobody sees (hidden, transparent, a 1 px screen-reader box) does not count.
 */
export async function findClippedText(page: Page): Promise<ClippedText[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'a',
      'label',
      'legend',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'th',
      'td',
      '[role=button]',
      '[role=link]',
      '[role=menuitem]',
      '[role=tab]',
      '[role=option]',
      '[role=columnheader]',
      '[role=cell]',
      '.MuiChip-label',
      '.MuiInputLabel-root',
      '.MuiFormControlLabel-label',
      '.MuiListItemText-primary',
      '.MuiListItemText-secondary',
      '.MuiSelect-select',
      '.MuiTypography-noWrap',
    ].join(',');
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    };
    const wider = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1;
    // Words reaching outside a box that shows its overflow. Their own text only: a rotated chevron or a count
    // badge placed over the corner on purpose (positioned absolutely) also makes a box wider, but cuts no word.
    const spills = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const holder = text.parentElement;
        if (!text.textContent?.trim() || !holder || getComputedStyle(holder).position === 'absolute') continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        if ([...range.getClientRects()].some((line) => line.right > box.right + 1 || line.left < box.left - 1))
          return true;
      }
      return false;
    };
    const scrolls = (style: CSSStyleDeclaration) => ['auto', 'scroll'].includes(style.overflowX);
    const hides = (style: CSSStyleDeclaration) =>
      ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    const hasText = (element: HTMLElement) => !!element.innerText?.trim();
    const found: ClippedText[] = [];
    const seen = new Set<Element>();
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!hasText(element) || !isShown(element)) continue;
      const style = getComputedStyle(element);
      const overflows = !scrolls(style) && (hides(style) ? wider(element) : spills(element));
      const clipped = overflows
        ? element
        : [...element.querySelectorAll<HTMLElement>('*')].find(
            (part) => hasText(part) && isShown(part) && hides(getComputedStyle(part)) && wider(part),
          );
      if (!clipped || seen.has(clipped)) continue;
      seen.add(clipped);
      const classes = [...clipped.classList].slice(0, 3).join('.');
      found.push({
        text: (element.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
        element: `${clipped.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`,
      });
    }
    return found;
  });
}

/** Both checks at once, with the page and width in the message. */
export async function expectPageFits(page: Page, where = page.url()) {
  await expectNoHorizontalScroll(page, where);
  const width = await page.evaluate(() => window.innerWidth);
  expect(await findClippedText(page), `clipped text on ${where} at ${width} px`).toEqual([]);
}
