import type { NavItem } from './navigation';

// Spec 1 §2 Footer. Its placeholders for returns, shipping and the policies (/contact) are real pages (issue 29).

export const shopLinks: NavItem[] = [
  // DiamondsPage opens on lab-grown stones; `type=natural` switches it to natural ones.
  { to: '/diamonds?type=natural', label: 'Natural Diamonds' },
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
  { to: '/returns', label: 'Returns & Exchanges' },
  { to: '/shipping', label: 'Shipping Info' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];
