import { expect, test, type Page } from '@playwright/test';
import type { StaffRole } from '../widgets/src/api/vocabulary';
import { seriousAccessibilityViolations } from './support/accessibility';
import { signInToConsole } from './support/accounts';
import { createStaffMember, demoOwnerToken } from './support/staff-members';

// Issue 33 §1 in the console: each of the four roles signs in on the login page, sees exactly its menu, meets the
// Not allowed page on an address it may not open, and gets an accessible dashboard, on a phone and a desktop.

const signOut = ['Logout', 'Sign out everywhere'];
const everything = [
  'Dashboard',
  'Home Page',
  'Featured Images',
  'Shop Categories',
  'Products',
  'Add Product',
  'Bulk Uploads',
  'Supplier Feeds',
  'Manage Products',
  'Customer Reviews',
  'Appointments',
  'Users',
  'User Management',
  'Orders',
  'Contact Us',
  'Legal Pages',
  'Settings',
  ...signOut,
];

/** What each role sees: its menu (groups opened), and a page it may not open with the role's name there. */
const ROLES: Record<StaffRole, { label: string; menu: string[]; forbidden?: string }> = {
  owner: { label: 'Owner', menu: everything },
  manager: { label: 'Manager', menu: everything, forbidden: '/admin/users/create' },
  sales: {
    label: 'Sales',
    menu: [
      'Dashboard',
      'Products',
      'Manage Products',
      'Customer Reviews',
      'Appointments',
      'Users',
      'User Management',
      'Orders',
      'Contact Us',
      ...signOut,
    ],
    forbidden: '/admin/settings',
  },
  catalogue: {
    label: 'Catalogue',
    menu: [
      'Dashboard',
      'Home Page',
      'Featured Images',
      'Shop Categories',
      'Products',
      'Add Product',
      'Bulk Uploads',
      'Supplier Feeds',
      'Manage Products',
      'Legal Pages',
      ...signOut,
    ],
    forbidden: '/admin/orders',
  },
};

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

/**
 * The menu's entries top to bottom, every group opened (on a phone the menu opens over the page first), each by
 * its label: the counts of new requests (a badge, and '(3 new)' for screen readers) left out.
 */
async function wholeMenu(page: Page, phone: boolean): Promise<string[]> {
  if (phone) await page.getByRole('button', { name: /open menu/i }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  for (let closed = menu.getByRole('menuitem', { expanded: false }); await closed.count();)
    await closed.first().click();
  return menu.getByRole('menuitem').evaluateAll((items) =>
    items.map((item) => {
      const label = item.cloneNode(true) as HTMLElement;
      for (const hidden of label.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (label.textContent ?? '').replace(/\(\d+ new\)$/, '').trim();
    }),
  );
}

for (const [role, expected] of Object.entries(ROLES) as [StaffRole, (typeof ROLES)[StaffRole]][]) {
  test(`${expected.label}: the menu, the Not allowed page and the dashboard at 375 and 1440 px`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(testInfo.timeout * WIDTHS.length);
    const member = await createStaffMember(request, await demoOwnerToken(request), role);
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport, baseURL: testInfo.project.use.baseURL });
      const page = await context.newPage();
      const phone = viewport.width < 600;
      await signInToConsole(page, member.email, member.password);
      // Password hashing is slow on purpose, and slower on a busy machine.
      await expect(page.getByRole('heading', { name: `Welcome back, ${member.name}` })).toBeVisible({
        timeout: 20_000,
      });

      expect(await wholeMenu(page, phone), `${role} at ${viewport.width} px`).toEqual(expected.menu);
      if (phone) {
        // The open menu is a dialog named Menu over the page; closed, it leaves the dashboard to the checks.
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      }

      await page.goto('/admin');
      await page.waitForLoadState('networkidle');
      expect(await seriousAccessibilityViolations(page), `the dashboard at ${viewport.width} px`).toEqual([]);

      if (expected.forbidden) {
        await page.goto(expected.forbidden);
        const notAllowed = page.getByRole('region', { name: 'Not allowed' });
        await expect(notAllowed).toContainText(`Your role (${expected.label}) cannot open this page.`);
        await page.screenshot({ path: testInfo.outputPath(`not-allowed-${role}-${viewport.width}.png`) });
        await notAllowed.getByRole('link', { name: 'Back to the dashboard' }).click();
        await expect(page.getByRole('heading', { name: `Welcome back, ${member.name}` })).toBeVisible();
      }
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${role}-${viewport.width}.png`), fullPage: true });
      await context.close();
    }
  });
}
