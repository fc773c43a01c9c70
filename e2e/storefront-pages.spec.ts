import { expect, test, type Locator, type Page } from '@playwright/test';

/** The page does not scroll sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

/** The nearest ancestor that scrolls its own content and hides part of it, if any: such a box hides what the page's scrolling cannot reach. */
function clippingScrollBox(element: Locator) {
  return element.evaluate((node) => {
    for (
      let box = node.parentElement;
      box && box !== document.documentElement && box !== document.body;
      box = box.parentElement
    ) {
      const { overflowY } = getComputedStyle(box);
      if (overflowY !== 'visible' && box.scrollHeight > box.clientHeight)
        return `${box.tagName.toLowerCase()}.${box.className}`;
    }
    return null;
  });
}

test('About Us tells the story, makes the claims and leads on to booking and contact', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/about-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(
    main.getByText('Lumen Jewelers makes high-quality, ethically made jewelry and offers it at a fair price.'),
  ).toBeVisible();
  for (const claim of ['900+ happy customers', '98% customer satisfaction'])
    await expect(main.getByText(claim)).toBeVisible();
  for (const promise of [
    'Certified Quality',
    'Ethical Sourcing',
    'Lifetime Warranty',
    'Lifetime Care',
    '30-Day Return Policy',
    'Free Worldwide Shipping',
    'Conflict-Free Stones',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name: promise })).toBeVisible();
  }
  await expect(main).not.toContainText(/coming in a later release/i);
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expectNoSidewaysScroll(page);

  await main.getByRole('link', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(/\/book-appointment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
});

test('the shortlist with three pieces fits a phone: the comparison scrolls in its own box, labels kept in view', async ({
  page,
  request,
}) => {
  test.slow(); // three product pages, then two widths, on a shared machine

  // Two stones and a piece of jewelry, put on the shortlist from their pages as a shopper does.
  const diamonds = await (await request.get('/api/diamonds?limit=2')).json();
  const jewelry = await (await request.get('/api/jewelry?limit=1')).json();
  const pages = [
    ...diamonds.items.map((item: { id: string }) => `/diamonds/${item.id}`),
    `/jewelry/${jewelry.items[0].id}`,
  ];
  expect(pages).toHaveLength(3);
  for (const path of pages) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Add to shortlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  }

  for (const width of [360, 375]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 780 });
      await page.goto('/shortlist');
      const table = page.getByRole('table', { name: 'Comparison of your shortlisted pieces' });
      await expect(table.getByRole('columnheader')).toHaveCount(3);
      await expectNoSidewaysScroll(page);

      const box = page.getByRole('region', { name: 'Comparison of your shortlisted pieces' });
      const wider = await box.evaluate((node) => node.scrollWidth > node.clientWidth);
      expect(wider, 'three pieces are wider than a phone, so the box must scroll').toBe(true);

      // A keyboard user scrolls the focused box with the arrow keys, to its far end.
      const hidden = await box.evaluate((node) => node.scrollWidth - node.clientWidth);
      await box.focus();
      for (let press = 0; press < 12; press += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((node) => node.scrollLeft)).toBeGreaterThanOrEqual(hidden - 1);
      await expectNoSidewaysScroll(page);

      // The labels stay at the box's left edge, on top of the cells scrolled under them.
      const label = table.getByRole('rowheader', { name: 'Price' });
      const [labelBox, regionBox] = [await label.boundingBox(), await box.boundingBox()];
      expect(Math.abs(labelBox!.x - regionBox!.x)).toBeLessThanOrEqual(2);
      const onTop = await label.evaluate((cell) => {
        const { left, top, width: w, height: h } = cell.getBoundingClientRect();
        return cell.contains(document.elementFromPoint(left + w / 2, top + h / 2));
      });
      expect(onTop, 'the Price label is not covered by the scrolled cells').toBe(true);
      expect(await label.evaluate((cell) => getComputedStyle(cell).backgroundColor)).not.toMatch(
        /rgba\(.*, 0\)|transparent/,
      );
    });
  }
});

test('/diamonds at 1280×800: every filter group is reached by scrolling the page; Certification starts closed, the rest open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/diamonds');
  // The first search after the server starts may wait for the catalogue to load.
  await expect(page.getByText(/^[\d,]+ diamonds? found$/)).toBeVisible({ timeout: 20_000 });
  const panel = page.getByRole('complementary', { name: 'Diamond filters' });
  const groups = ['Shape', 'Cut', 'Color', 'Clarity', 'Carat Weight', 'Price Range', 'Certification'];
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(groups);

  for (const name of groups) {
    const toggle = panel.getByRole('button', { name, exact: true });
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toBeInViewport();
    expect(await clippingScrollBox(toggle), `${name} sits in a box with its own scrolling`).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', name === 'Certification' ? 'false' : 'true');
  }
  // The last groups lie below the first screen: it was the page that scrolled to them.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
});
