import AxeBuilder from '@axe-core/playwright';
import {
  expect as baseExpect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { DEMO_ADMIN } from './support/accounts';

// Pages load their code on demand and the test machine is shared: allow slow loads.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 16, points 8, 10 and 11, in the browser:
// - the shop opened at http://127.0.0.1:<port> while PUBLIC_URL names localhost shows every picture
//   (answers carry our own media root-relative, so the page's CSP allows them);
// - a product's video plays: a file in <video>, a trusted 360° viewer in a sandboxed frame, any other
//   page as a link;
// - the order dialog shows the piece requested and fits a 360 px phone.

interface Product {
  id: string;
  name: string;
  stockNumber: string;
  mainImage: string | null;
  availability: { canOrder: boolean };
}

/** A 1×1 PNG: the smallest picture the media upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** An ISO `ftyp` box: what the media upload recognises as an MP4 (the player's element and src are what is checked). */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
const VIEWER_URL = 'https://v360.in/diamondview.aspx?cid=vd&d=E2E-360';
const UNTRUSTED_URL = 'https://viewer.unknown-lab.example/stone/E2E-1';

/** The shop at 127.0.0.1 instead of the localhost of PUBLIC_URL (the e2e server's default). */
let host: string;
let staff: APIRequestContext;
/** On sale or not, with an uploaded picture and an uploaded MP4. */
let withFile: Product;
let withViewer: Product;
let withLink: Product;
let uploadedPicture: string;
let uploadedVideo: string;

test.beforeAll(async ({}, testInfo) => {
  const shop = new URL(testInfo.project.use.baseURL!);
  expect(shop.hostname, 'the e2e server’s PUBLIC_URL names localhost').toBe('localhost');
  host = `${shop.protocol}//127.0.0.1:${shop.port}`;

  const anonymous = await playwrightRequest.newContext({ baseURL: shop.origin });
  const { token } = await (
    await anonymous.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })
  ).json();
  staff = await playwrightRequest.newContext({
    baseURL: shop.origin,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  await anonymous.dispose();

  const { products } = (await (await staff.get('/api/products?productType=lab-grown&limit=100')).json()) as {
    products: Product[];
  };
  const orderable = products.filter((product) => product.availability.canOrder);
  expect(orderable.length, 'the demo catalogue has three lab-grown diamonds to order').toBeGreaterThanOrEqual(3);
  [withFile, withViewer, withLink] = orderable;

  const upload = async (kind: string, name: string, mimeType: string, buffer: Buffer) => {
    const answer = await staff.post('/api/admin/media', { multipart: { kind, file: { name, mimeType, buffer } } });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { url: string }).url;
  };
  uploadedPicture = await upload('image', 'front.png', 'image/png', PNG);
  uploadedVideo = await upload('video', 'turntable.mp4', 'video/mp4', MP4);
  expect(uploadedPicture, 'the upload answer is root-relative').toMatch(/^\/media\/.+\.png$/);

  const update = async (product: Product, body: Record<string, unknown>) => {
    const answer = await staff.put(`/api/admin/products/${product.id}`, { data: body });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await update(withFile, {
    mainImage: uploadedPicture,
    videoUrl: uploadedVideo,
    onSale: true,
    salePrice: 905,
    price: 1005,
  });
  await update(withViewer, { videoUrl: VIEWER_URL });
  await update(withLink, { videoUrl: UNTRUSTED_URL });
});

test.afterAll(async () => {
  await staff?.dispose();
});

/** Console errors (CSP refusals among them), failed requests and error answers while the page is used. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Every picture on the page, brought into view (cards load lazily), has loaded with real pixels. */
async function expectEveryPictureLoaded(page: Page) {
  const pictures = page.locator('img');
  const count = await pictures.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const picture = pictures.nth(i);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : -1)), {
        message: (await picture.getAttribute('src')) ?? '',
      })
      .toBeGreaterThan(0);
  }
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('at http://127.0.0.1 the catalogue and a product page show every picture, with no refused or failed request', async ({
  page,
}) => {
  const problems = recordProblems(page);
  await page.goto(`${host}/diamonds`);
  // The first search after the server starts may wait for the catalogue's search index.
  await expect(page.getByRole('link', { name: /View Details/ }).first()).toBeVisible({ timeout: 60_000 });
  await expectEveryPictureLoaded(page);

  await page.goto(`${host}/diamonds/${withFile.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withFile.name })).toBeVisible();
  const main = page.getByRole('button', { name: 'Open fullscreen view' }).getByRole('img', { name: withFile.name });
  await expect(main).toHaveAttribute('src', uploadedPicture);
  await expectEveryPictureLoaded(page);
  expect(problems).toEqual([]);
});

test('a product’s MP4 plays in a <video> from the gallery’s Video thumbnail', async ({ page }) => {
  await page.goto(`${host}/diamonds/${withFile.id}`);
  await page.getByRole('button', { name: 'Video' }).click();
  const player = page.locator('.gallery video');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('src', uploadedVideo);
  await expect(player).toHaveAttribute('controls', '');
  await expect(player).toHaveAttribute('playsinline', '');
  await expect(player).toHaveAttribute('preload', 'metadata');
  await expect(page.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
});

test('a trusted viewer plays in a sandboxed frame the page’s CSP allows, and fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const answer = await page.goto(`${host}/diamonds/${withViewer.id}`);
  expect(answer?.headers()['content-security-policy']).toMatch(/frame-src 'self' v360\.in \*\.v360\.in/);
  // The viewer's own site is out of reach here; what matters is that the page frames it, sandboxed.
  await page.route('https://v360.in/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>360° viewer</title><p>Turning stone</p>' }),
  );
  await page.getByRole('button', { name: 'Video' }).click();
  const frame = page.locator(`iframe[title="360° video of ${withViewer.name}"]`);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', VIEWER_URL);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(page.frameLocator('.gallery iframe').getByText('Turning stone')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  const box = (await frame.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});

test('a viewer on a host the shop does not trust is a link to a new tab, never a frame', async ({ page }) => {
  await page.goto(`${host}/diamonds/${withLink.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withLink.name })).toBeVisible();
  const link = page.getByRole('link', { name: 'Open video in a new tab' });
  await expect(link).toHaveAttribute('href', UNTRUSTED_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  expect(await link.getAttribute('rel')).toContain('noopener');
  await expect(page.getByRole('button', { name: 'Video' })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the order dialog shows the piece (picture, name, SKU, the sale price with the listed one struck through) and fits 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const problems = recordProblems(page);
  await page.goto(`${host}/diamonds/${withFile.id}`);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Order' });
  await expect(dialog).toBeVisible();
  const picture = dialog.getByRole('img', { name: withFile.name });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(dialog.getByText(withFile.name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`SKU: ${withFile.stockNumber}`)).toBeVisible();
  await expect(dialog.getByText('$905', { exact: true })).toBeVisible();
  await expect(dialog.locator('s')).toHaveText('Was $1,005');

  expect(await noHorizontalScroll(page)).toBe(true);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page }).include('.gem-dialog').analyze();
  expect(
    violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => violation.id),
  ).toEqual([]);
  expect(problems).toEqual([]);
});
