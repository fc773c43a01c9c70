import { expect, test } from '@jest/globals';
import { sectionTitle } from './sectionTitles';

test.each([
  ['/', 'Dashboard'],
  ['/featured-images', 'Home Page Management'],
  ['/shop-categories', 'Home Page Management'],
  ['/products', 'Product Management'],
  ['/products/create', 'Product Management'],
  ['/products/42', 'Product Management'],
  ['/imports', 'Product Management'],
  ['/reviews', 'Product Management'],
  ['/appointments', 'Appointments'],
  ['/users', 'User Management'],
  ['/contacts', 'Contact Management'],
  ['/orders/9/show', 'Order Management'],
  ['/legal-pages/privacy-policy', 'Legal Pages'],
  ['/settings', 'Settings'],
  ['/access-denied', 'Not Allowed'],
  ['/somewhere-else', 'Admin Panel'],
])('%s is headed %s', (path, title) => {
  expect(sectionTitle(path)).toBe(title);
});
