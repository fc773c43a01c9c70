import type { NavItem } from './navigation';

// Spec 1 §2 Footer. Returns, shipping and the policies are answered by the shop itself: they lead to /contact.

export const shopLinks: NavItem[] = [
  { to: '/diamonds', label: 'Natural Diamonds' },
  { to: '/diamonds', label: 'Lab-Grown Diamonds' },
  { to: '/jewelry?category=engagement', label: 'Engagement Rings' },
  { to: '/jewelry?category=wedding', label: 'Wedding Bands' },
  { to: '/jewelry?category=earrings', label: 'Earrings' },
  { to: '/jewelry?category=pendant', label: 'Pendants' },
];

export const serviceLinks: NavItem[] = [
  { to: '/book-appointment', label: 'Book Consultation' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
];

export const customerCareLinks: NavItem[] = [
  'Returns & Exchanges',
  'Shipping Info',
  'Privacy Policy',
  'Terms of Service',
  'Cookie Policy',
].map((label) => ({ to: '/contact', label }));
