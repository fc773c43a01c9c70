import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';
import { partnerPage, startPartnerSite, type PartnerSite, type RecordedEvent } from './support/partner-site';

// The embeddable widgets (widgets.js) on a partner's page served from another origin, under the partner's
// hostile stylesheet: how they look, what a shopper can do with them, what the partner page hears, and
// how staff find the leads in the console credited to that partner.

interface Product {
  id: string;
  name: string;
  stockNumber: string;
  productType: string;
  price: number;
  salePrice: number | null;
  onSale: boolean;
  availability?: { canOrder: boolean };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_ACCENT = 'rgb(138, 109, 59)'; // --gem-accent's default, #8a6d3b
const CONTACT_ACCENT = 'rgb(11, 110, 79)'; // the contact form's accent="#0b6e4f"
const RED = 'rgb(255, 0, 0)';
const CSP_NONCE = 'partner-nonce-4d2a';
/** Another partner's site, for a lead the Partner Site filter must leave out. */
const OTHER_PARTNER = 'http://other-partner.test';

// One shopper per run, so the console rows are this run's; none of this may reach the partner page's events.
const run = Date.now().toString(36);
const shopper = {
  name: `Widget Shopper ${run}`,
  orderPhone: '+44 20 7946 0101',
  appointmentPhone: '020 7946 0102',
  contactPhone: '020 7946 0103',
  email: `widget-shopper-${run}@example.com`,
  city: `Bathcity${run}`,
  state: `Somerstate${run}`,
  orderMessage: `Please gift wrap ${run}`,
  details: `Looking for an oval solitaire ${run}`,
  contactMessage: `Do you resize rings bought elsewhere? ${run}`,
};
const personalValues = Object.values(shopper);

let site: PartnerSite;
let shop: string;
/** Ordered from the card named by product-id. */
let ordered: Product;
/** Shown by the card named by stock-number. */
let byStock: Product;

const isDiamond = (product: Product) => ['lab-grown', 'natural-diamond', 'diamond'].includes(product.productType);
const productPath = (product: Product) => `/${isDiamond(product) ? 'diamonds' : 'jewelry'}/${product.id}`;
/** What the card charges, as gem:order-submitted reports it. */
const priceOf = (product: Product) =>
  product.onSale && product.salePrice != null && product.salePrice < product.price ? product.salePrice : product.price;

/** The partner's column: two product cards (by id, by stock number), the booking form and the contact form. */
const fullColumn = () => `
  <gem-product-card id="card-by-id" product-id="${ordered.id}"></gem-product-card>
  <gem-product-card id="card-by-stock" stock-number="${byStock.stockNumber}"></gem-product-card>
  <gem-booking-form id="booking" assistance-type="Engagement Ring"></gem-booking-form>
  <gem-contact-form id="contact" accent="#0b6e4f"></gem-contact-form>`;

test.beforeAll(async ({}, testInfo) => {
  shop = new URL(testInfo.project.use.baseURL!).origin;
  // Two different real products of the demo catalogue, picked now: one that can be ordered (a diamond if
  // there is one), and one of the other kind (jewelry) for the stock-number card.
  const answer = await fetch(`${shop}/api/products?limit=100`);
  expect(answer.ok).toBe(true);
  const { products } = (await answer.json()) as { products: Product[] };
  const orderable = products.filter((product) => product.availability?.canOrder);
  ordered = orderable.find(isDiamond) ?? orderable[0];
  expect(ordered, 'the demo catalogue has a product that can be ordered').toBeTruthy();
  const others = products.filter((product) => product.id !== ordered.id && product.stockNumber);
  byStock = others.find((product) => isDiamond(product) !== isDiamond(ordered)) ?? others[0];
  expect(byStock, 'the demo catalogue has a second product').toBeTruthy();

  site = await startPartnerSite({
    '/': () => partnerPage({ shop, column: fullColumn() }),
    // The same column without the hostile stylesheet: the reference look.
    '/plain': () => partnerPage({ shop, column: fullColumn(), hostile: false }),
    '/unknown': () =>
      partnerPage({
        shop,
        column: `<gem-product-card id="unknown-card" product-id="${randomUUID()}"></gem-product-card>`,
      }),
    '/empty': () => partnerPage({ shop, column: '' }),
    // The policy the README's "Embed on your site" asks a strict partner to allow, and nothing more:
    // no 'unsafe-eval', no 'unsafe-inline' (the partner's own inline code carries its nonce). Pictures
    // may also come from suppliers' hosts (imported feeds link to them), hence https: for images only.
    '/strict-csp': () => ({
      html: partnerPage({ shop, column: fullColumn(), nonce: CSP_NONCE }),
      headers: {
        'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${CSP_NONCE}' ${shop}; style-src 'nonce-${CSP_NONCE}'; connect-src ${shop}; img-src ${shop} https:`,
      },
    }),
  });
  // The partner page must really be on another origin than the shop.
  expect(site.origin).not.toBe(shop);
});

test.afterAll(async () => {
  await site?.close();
});

/** The console lists' Partner Site filter (admin/src/leads/leadFilters.tsx): pick one origin. */
async function choosePartnerSite(page: Page, origin: string) {
  const filter = page.getByRole('combobox', { name: 'Partner Site' });
  await expect(filter).toBeEnabled();
  await filter.click();
  await page.getByRole('option', { name: origin, exact: true }).click();
  // The list's filter (kept in the address) is now that origin.
  await expect.poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}').sourceOrigin).toBe(origin);
}

/** Uncaught script errors on the partner pages of the current test: none allowed. */
let pageErrors: string[] = [];
test.beforeEach(() => {
  pageErrors = [];
});
test.afterEach(() => {
  expect(pageErrors, 'uncaught errors on the partner page').toEqual([]);
});

async function openPartnerPage(page: Page, path: string) {
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(site.url(path));
}

const partnerEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerEvents: RecordedEvent[] }).partnerEvents);
const eventsOfType = async (page: Page, type: string) =>
  (await partnerEvents(page)).filter((event) => event.type === type);

/** Waits until every widget of the full column has what it loads: both products and the shop's hours. */
async function widgetsReady(page: Page) {
  await expect(page.locator('#card-by-id').getByRole('link', { name: `View Details: ${ordered.name}` })).toBeVisible();
  await expect(
    page.locator('#card-by-stock').getByRole('link', { name: `View Details: ${byStock.name}` }),
  ).toBeVisible();
  await expect(page.locator('#booking').getByLabel('Date', { exact: true })).toBeEnabled();
  await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeVisible();
}

const STYLE_PROPERTIES = [
  'display',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'color',
  'background-color',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-left-radius',
];

/** Computed styles of every element in the column's shadow roots, keyed by widget and element path. */
function shadowStyles(properties: string[]): Record<string, Record<string, string>> {
  const styles: Record<string, Record<string, string>> = {};
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const index = node.parentElement ? [...node.parentElement.children].indexOf(node) : 0;
      parts.unshift(`${node.localName}${[...node.classList].map((name) => `.${name}`).join('')}[${index}]`);
    }
    return parts.join(' > ');
  };
  for (const host of document.querySelectorAll('#column > *')) {
    for (const element of host.shadowRoot?.querySelectorAll('*') ?? []) {
      const computed = getComputedStyle(element);
      styles[`#${host.id} ${pathOf(element)}`] = Object.fromEntries(
        properties.map((property) => [property, computed.getPropertyValue(property)]),
      );
    }
  }
  return styles;
}

const WIDGET_IDS = ['card-by-id', 'card-by-stock', 'booking', 'contact'];

async function attachScreenshot(target: Locator, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await target.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** The look of one element (in a shadow root: locators pierce them). */
const lookOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      display: style.display,
      background: style.backgroundColor,
      color: style.color,
      fontSize: parseFloat(style.fontSize),
      fontFamily: style.fontFamily,
      margin: style.margin,
    };
  });

/** How a widget sits in the partner's 320 px column: sizes, and anything sticking out or scrolling inside. */
const fitOf = (host: Locator) =>
  host.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const root = element.shadowRoot!.querySelector('.gem-root')!;
    const describe = (node: Element) => `${node.localName}${[...node.classList].map((name) => `.${name}`).join('')}`;
    const inside = [...element.shadowRoot!.querySelectorAll('*')].filter(
      (node) => node.getBoundingClientRect().width > 0,
    );
    return {
      width: box.width,
      height: box.height,
      rootHeight: root.getBoundingClientRect().height,
      hostScrolls: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1,
      rootScrolls: root.scrollWidth > root.clientWidth,
      sticksOut: inside
        .filter((node) => {
          const rect = node.getBoundingClientRect();
          return rect.left < box.left - 1 || rect.right > box.right + 1;
        })
        .map(describe),
      scrollbars: inside
        .filter((node) => {
          const style = getComputedStyle(node);
          const scrollable = /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
          return scrollable && (node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1);
        })
        .map(describe),
    };
  });

test('the widgets keep their own look under the partner’s hostile CSS and fit a 320 px column', async ({
  page,
  context,
}) => {
  // The reference: the same column on a page without the partner's stylesheet.
  const plain = await context.newPage();
  await openPartnerPage(plain, '/plain');
  await widgetsReady(plain);
  const reference = await plain.evaluate(shadowStyles, STYLE_PROPERTIES);
  await attachScreenshot(plain.locator('#column'), 'column-without-partner-css');
  const plainFit = await Promise.all(WIDGET_IDS.map((id) => fitOf(plain.locator(`#${id}`))));
  await plain.close();

  await openPartnerPage(page, '/');
  await widgetsReady(page);
  // The partner's stylesheet is in force on their own elements...
  await expect(page.locator('#partner-button')).toBeHidden();
  expect(await lookOf(page.locator('h1'))).toMatchObject({ fontSize: 40, fontFamily: 'serif', color: RED });

  const screenshot = test.info().outputPath('partner-page.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await test.info().attach('partner-page', { path: screenshot, contentType: 'image/png' });
  await attachScreenshot(page.locator('#column'), 'column-with-partner-css');

  // ...and nowhere inside the widgets (soft checks: one run reports every way the look breaks): buttons shown in the accent, our fonts, our colours, no partner margins.
  const booking = page.locator('#booking');
  const contact = page.locator('#contact');
  const card = page.locator('#card-by-id');
  const buttons: Array<[Locator, string]> = [
    [card.getByRole('button', { name: `Order Now: ${ordered.name}` }), DEFAULT_ACCENT],
    [booking.getByRole('button', { name: 'Book Appointment' }), DEFAULT_ACCENT],
    [contact.getByRole('button', { name: 'Send Message' }), CONTACT_ACCENT],
  ];
  for (const [button, accent] of buttons) {
    await expect(button).toBeVisible();
    const look = await lookOf(button);
    expect.soft(look.display).not.toBe('none');
    expect.soft(look.background).toBe(accent);
    expect.soft(look.color).toBe('rgb(255, 255, 255)');
    expect.soft(look.fontFamily).toContain('system-ui');
    expect.soft(look.fontSize).toBeLessThan(20);
  }
  for (const widget of [booking, contact]) {
    const label = await lookOf(widget.getByText('Full Name', { exact: true }));
    expect.soft(label.fontFamily).not.toBe('serif');
    expect.soft(label.fontFamily).toContain('system-ui');
    expect.soft(label.color).not.toBe(RED);
    // A label is small print (0.8 of the widget's 16 px), whatever the partner's root font size.
    expect.soft(label.fontSize).not.toBe(40);
    expect.soft(label.fontSize).toBeLessThanOrEqual(16);
    expect.soft((await lookOf(widget.locator('section'))).margin).toBe('0px');
  }
  const heading = await lookOf(booking.getByRole('heading', { name: 'Book a Consultation' }));
  expect.soft(heading.color).not.toBe(RED);
  expect.soft(heading.fontFamily).toContain('Cormorant Garamond');

  // Element by element, the widgets look exactly as on a page without the partner's CSS.
  const hostile = await page.evaluate(shadowStyles, STYLE_PROPERTIES);
  const compared = Object.keys(reference).filter((key) => key in hostile);
  expect(compared.length).toBeGreaterThan(100);
  const differences = compared.flatMap((key) =>
    STYLE_PROPERTIES.filter((property) => reference[key][property] !== hostile[key][property]).map(
      (property) =>
        `${key} { ${property}: ${hostile[key][property]} (without the partner's CSS: ${reference[key][property]}) }`,
    ),
  );
  expect
    .soft(differences.slice(0, 25), `${differences.length} computed styles change under the partner's CSS`)
    .toEqual([]);

  // Each widget fits the 320 px column, with and without the partner's CSS: nothing sticks out, nothing
  // scrolls inside, the host grows with its content.
  const hostileFit = await Promise.all(WIDGET_IDS.map((id) => fitOf(page.locator(`#${id}`))));
  for (const [index, fit] of [...plainFit, ...hostileFit].entries()) {
    const id = `${WIDGET_IDS[index % WIDGET_IDS.length]} (${index < WIDGET_IDS.length ? 'without' : 'with'} the partner's CSS)`;
    expect.soft(fit.width, id).toBeLessThanOrEqual(320);
    expect.soft(fit.width, id).toBeGreaterThan(300);
    expect.soft(fit, id).toMatchObject({ hostScrolls: false, rootScrolls: false, sticksOut: [], scrollbars: [] });
    expect.soft(Math.abs(fit.height - fit.rootHeight), id).toBeLessThanOrEqual(1);
    expect.soft(fit.height, id).toBeGreaterThan(200);
  }
});

test.describe('leads from the partner page', () => {
  // The console test reads the leads the shopper test sends.
  test.describe.configure({ mode: 'serial' });

  const sent: { orderId?: string; appointmentId?: string; messageId?: string; consultationDateTime?: string } = {};

  test('a shopper orders, books and writes through the widgets; the partner page hears it without personal data', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openPartnerPage(page, '/');

    // Order Now on the card named by product-id.
    const card = page.locator('#card-by-id');
    await card.getByRole('button', { name: `Order Now: ${ordered.name}` }).click();
    const dialog = card.getByRole('dialog', { name: 'Confirm Order' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill(shopper.name);
    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill(shopper.orderPhone);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await dialog.getByRole('textbox', { name: 'Message' }).fill(shopper.orderMessage);
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    const placed = card.getByRole('dialog', { name: 'Order Placed!' });
    await expect(
      placed.getByText('Thank you for your order! We will contact you soon to process your request.'),
    ).toBeVisible();
    await placed.getByRole('button', { name: 'Close' }).last().click();
    await expect(card.getByRole('dialog')).toHaveCount(0);

    // The booking form: a weekday at least two days ahead, a slot of that day.
    const booking = page.locator('#booking');
    await booking.getByRole('textbox', { name: 'Full Name' }).fill(shopper.name);
    await booking.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await booking.getByRole('textbox', { name: 'Phone Number' }).fill(shopper.appointmentPhone);
    await booking.getByRole('textbox', { name: 'City' }).fill(shopper.city);
    await booking.getByRole('textbox', { name: 'State' }).fill(shopper.state);
    await booking.getByLabel('Date', { exact: true }).fill(nextWeekday());
    const time = booking.getByLabel('Time', { exact: true });
    await expect(time).toBeEnabled();
    await time.selectOption({ index: 3 });
    // assistance-type="Engagement Ring" preselected the topic.
    await expect(booking.getByLabel('What can we help you with?')).toHaveValue('Engagement Ring');
    await booking.getByLabel('Budget').selectOption({ index: 2 });
    await booking.getByRole('textbox', { name: 'Additional Details' }).fill(shopper.details);
    await booking.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(
      booking.getByText('Your appointment has been booked! We will contact you shortly to confirm.'),
    ).toBeVisible();

    // The contact form, by keyboard only: type, Tab from field to field, Enter on Send Message.
    const contact = page.locator('#contact');
    await contact.getByRole('textbox', { name: 'Full Name' }).focus();
    await page.keyboard.type(shopper.name);
    await page.keyboard.press('Tab');
    await expect(contact.getByRole('textbox', { name: 'Phone Number' })).toBeFocused();
    await page.keyboard.type(shopper.contactPhone);
    await page.keyboard.press('Tab');
    await expect(contact.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.type(shopper.email);
    await page.keyboard.press('Tab');
    await expect(contact.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.type(shopper.contactMessage);
    await page.keyboard.press('Tab');
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(contact.getByText('Thank you for contacting us! We will get back to you soon.')).toBeVisible();

    // What the partner page heard: one event per lead, from the element, with the documented facts only.
    await expect.poll(async () => (await eventsOfType(page, 'gem:contact-sent')).length).toBe(1);
    const [order] = await eventsOfType(page, 'gem:order-submitted');
    const [appointment] = await eventsOfType(page, 'gem:appointment-booked');
    const [message] = await eventsOfType(page, 'gem:contact-sent');
    expect(await eventsOfType(page, 'gem:order-submitted')).toHaveLength(1);
    expect(await eventsOfType(page, 'gem:appointment-booked')).toHaveLength(1);

    expect(order).toMatchObject({ target: 'card-by-id', bubbles: true, composed: true });
    expect(order.detail).toEqual({
      widget: 'gem-product-card',
      orderId: expect.stringMatching(UUID),
      productId: ordered.id,
      stockNumber: ordered.stockNumber,
      productType: ordered.productType,
      price: priceOf(ordered),
      currency: 'USD',
    });
    expect(appointment).toMatchObject({ target: 'booking', bubbles: true, composed: true });
    expect(appointment.detail).toEqual({
      widget: 'gem-booking-form',
      appointmentId: expect.stringMatching(UUID),
      assistanceType: 'Engagement Ring',
      consultationDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/),
    });
    expect(message).toMatchObject({ target: 'contact', bubbles: true, composed: true });
    expect(message.detail).toEqual({ widget: 'gem-contact-form', messageId: expect.stringMatching(UUID) });

    // Never the shopper's name, phone, e-mail or words, in any event the page received.
    const heard = JSON.stringify(await partnerEvents(page));
    for (const value of personalValues) expect(heard).not.toContain(value);

    sent.orderId = order.detail.orderId as string;
    sent.appointmentId = appointment.detail.appointmentId as string;
    sent.messageId = message.detail.messageId as string;
    sent.consultationDateTime = appointment.detail.consultationDateTime as string;
  });

  test('staff find the three leads in the console with the Partner Site filter, credited to the partner site', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const label = `Widget · ${site.host}`;
    // The same shopper also ordered and wrote from another partner's page: the filter must leave those out.
    const elsewhere = { headers: { Origin: OTHER_PARTNER } };
    const decoys = [
      await request.post('/api/orders', {
        ...elsewhere,
        data: { fullName: shopper.name, phone: '020 7946 0198', productId: ordered.id, source: 'widget' },
      }),
      await request.post('/api/contact', {
        ...elsewhere,
        data: { fullName: shopper.name, phone: '020 7946 0199', message: 'Written elsewhere', source: 'widget' },
      }),
    ];
    for (const decoy of decoys) expect(decoy.ok()).toBe(true);
    const otherLabel = `Widget · ${new URL(OTHER_PARTNER).host}`;

    await signInToConsole(page);
    await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();
    const shopperRows = page.getByRole('row').filter({ hasText: shopper.name });

    await page.goto('/admin/orders');
    await expect(shopperRows).toHaveCount(2);
    await expect(shopperRows.filter({ hasText: otherLabel })).toHaveCount(1);
    await choosePartnerSite(page, site.origin);
    await expect(shopperRows).toHaveCount(1);
    await expect(shopperRows).toContainText(label);
    await expect(shopperRows).toContainText(ordered.name);

    await page.goto('/admin/contacts');
    await expect(shopperRows).toHaveCount(2);
    await expect(shopperRows.filter({ hasText: otherLabel })).toHaveCount(1);
    await choosePartnerSite(page, site.origin);
    await expect(shopperRows).toHaveCount(1);
    await expect(shopperRows).toContainText(label);
    await expect(shopperRows).toContainText(shopper.contactMessage);

    await page.goto('/admin/appointments');
    await choosePartnerSite(page, site.origin);
    await expect(shopperRows).toHaveCount(1);
    await shopperRows.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await expect(details).toContainText(label);
    await expect(details).toContainText(shopper.details);
    await page.keyboard.press('Escape');

    // The staff API agrees: the very leads the partner page was told about, stored as widget leads of its origin.
    const token = await page.evaluate(() => localStorage.getItem('shop.adminToken'));
    const headers = { Authorization: `Bearer ${token}` };
    const fromPartner = `filter=${encodeURIComponent(JSON.stringify({ sourceOrigin: site.origin }))}`;
    const leads = async (resource: string) => {
      const answer = await request.get(`/api/admin/${resource}?${fromPartner}`, { headers });
      expect(answer.ok()).toBe(true);
      return (await answer.json()) as Array<{
        id: string;
        fullName: string;
        source: string;
        sourceOrigin: string;
        consultationDateTime?: string;
      }>;
    };
    const expected = { fullName: shopper.name, source: 'widget', sourceOrigin: site.origin };
    expect(await leads('orders')).toEqual([expect.objectContaining({ id: sent.orderId, ...expected })]);
    const [appointment] = await leads('appointments');
    expect(appointment).toMatchObject({ id: sent.appointmentId, ...expected });
    expect(Date.parse(appointment.consultationDateTime!)).toBe(Date.parse(sent.consultationDateTime!));
    expect(await leads('contacts')).toEqual([expect.objectContaining({ id: sent.messageId, ...expected })]);
    // The Partner Site filter's choices: both partner origins.
    const origins = await request.get('/api/admin/lead-origins', { headers });
    expect(origins.ok()).toBe(true);
    expect((await origins.json()).data).toEqual(expect.arrayContaining([site.origin, OTHER_PARTNER]));
  });
});

test('under a strict Content-Security-Policy (the shop’s origin only, no unsafe-eval or unsafe-inline) the widgets work', async ({
  page,
}) => {
  await openPartnerPage(page, '/strict-csp');
  await widgetsReady(page);
  // Styles came through: the buttons wear the accent, not the browser's default look.
  expect((await lookOf(page.locator('#booking').getByRole('button', { name: 'Book Appointment' }))).background).toBe(
    DEFAULT_ACCENT,
  );
  // The order dialog opens (and its form renders) too.
  await page
    .locator('#card-by-id')
    .getByRole('button', { name: `Order Now: ${ordered.name}` })
    .click();
  await expect(page.locator('#card-by-id').getByRole('dialog', { name: 'Confirm Order' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('a widget the partner’s script adds after load renders too', async ({ page }) => {
  await openPartnerPage(page, '/empty');
  await page.evaluate(async (productId) => {
    await customElements.whenDefined('gem-contact-form');
    const column = document.getElementById('column')!;
    const form = document.createElement('gem-contact-form');
    form.id = 'late-contact';
    form.setAttribute('heading', 'Write to Lumen Jewelers');
    const card = document.createElement('gem-product-card');
    card.id = 'late-card';
    card.setAttribute('product-id', productId);
    column.append(form, card);
  }, ordered.id);

  const form = page.locator('#late-contact');
  await expect(form.getByRole('heading', { name: 'Write to Lumen Jewelers' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  const card = page.locator('#late-card');
  await expect(card.getByRole('link', { name: `View Details: ${ordered.name}` })).toHaveAttribute(
    'href',
    `${shop}${productPath(ordered)}`,
  );
  await expect
    .poll(() => eventsOfType(page, 'gem:ready'))
    .toContainEqual(
      expect.objectContaining({ target: 'late-card', detail: { widget: 'gem-product-card', productId: ordered.id } }),
    );
});

test('two product cards on one page show two different products', async ({ page }) => {
  await openPartnerPage(page, '/');
  const first = page.locator('#card-by-id');
  const second = page.locator('#card-by-stock');
  await expect(first.getByRole('link', { name: `View Details: ${ordered.name}` })).toHaveAttribute(
    'href',
    `${shop}${productPath(ordered)}`,
  );
  await expect(second.getByRole('link', { name: `View Details: ${byStock.name}` })).toHaveAttribute(
    'href',
    `${shop}${productPath(byStock)}`,
  );
  await expect(first.getByRole('link', { name: `View Details: ${byStock.name}` })).toHaveCount(0);
  await expect(second.getByRole('link', { name: `View Details: ${ordered.name}` })).toHaveCount(0);
  expect(await first.getByRole('heading').textContent()).not.toBe(await second.getByRole('heading').textContent());

  await expect
    .poll(async () => (await eventsOfType(page, 'gem:ready')).filter((event) => event.target.startsWith('card-')))
    .toHaveLength(2);
  const ready = await eventsOfType(page, 'gem:ready');
  expect(ready.find((event) => event.target === 'card-by-id')?.detail).toEqual({
    widget: 'gem-product-card',
    productId: ordered.id,
  });
  expect(ready.find((event) => event.target === 'card-by-stock')?.detail).toEqual({
    widget: 'gem-product-card',
    productId: byStock.id,
  });
});

test('an unknown product shows a calm notice, not a broken box, and tells the page', async ({ page }) => {
  await openPartnerPage(page, '/unknown');
  const card = page.locator('#unknown-card');
  const notice = card.getByRole('status');
  await expect(notice).toContainText('This piece is no longer available.');
  await expect(card.getByRole('link', { name: 'See the collection' })).toHaveAttribute('href', `${shop}/jewelry`);
  await expect(card.getByText('Loading product…')).toHaveCount(0);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.getByRole('article')).toHaveCount(0);

  await expect.poll(() => eventsOfType(page, 'gem:product-not-found')).toHaveLength(1);
  const [missing] = await eventsOfType(page, 'gem:product-not-found');
  const uuid = await card.getAttribute('product-id');
  expect(missing).toMatchObject({
    target: 'unknown-card',
    bubbles: true,
    composed: true,
    detail: { widget: 'gem-product-card' },
  });
  expect(Object.values(missing.detail)).toContain(uuid);
  expect(await eventsOfType(page, 'gem:ready')).toEqual([]);

  // A notice the size of its text, inside the column, under the partner's CSS.
  const fit = await fitOf(card);
  expect(fit).toMatchObject({ hostScrolls: false, rootScrolls: false, sticksOut: [], scrollbars: [] });
  expect(fit.height).toBeGreaterThan(60);
  expect(fit.height).toBeLessThan(400);
  await attachScreenshot(card, 'unknown-product');
});

test('a card named by stock-number loads that product through /api/products/stock-number', async ({ page }) => {
  const lookup = page.waitForResponse(
    (response) => response.url() === `${shop}/api/products/stock-number/${encodeURIComponent(byStock.stockNumber)}`,
  );
  await openPartnerPage(page, '/');
  expect((await lookup).status()).toBe(200);
  const card = page.locator('#card-by-stock');
  await expect(card.getByRole('link', { name: `View Details: ${byStock.name}` })).toHaveAttribute(
    'href',
    `${shop}${productPath(byStock)}`,
  );
  await expect(card.getByText('This piece is no longer available.')).toHaveCount(0);
  await expect
    .poll(async () => (await eventsOfType(page, 'gem:ready')).find((event) => event.target === 'card-by-stock')?.detail)
    .toEqual({
      widget: 'gem-product-card',
      productId: byStock.id,
    });
  expect(await eventsOfType(page, 'gem:product-not-found')).toEqual([]);
});

/** A weekday (Mon–Fri) at least two days ahead, as the date input wants it. */
function nextWeekday(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
