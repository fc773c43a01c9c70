// Header titles of spec 3 §2.1, keyed by the first segment of the console path.
const sectionTitles: Record<string, string> = {
  '': 'Dashboard',
  'featured-images': 'Home Page Management',
  'shop-categories': 'Home Page Management',
  products: 'Product Management',
  imports: 'Product Management',
  suppliers: 'Product Management',
  'default-markup': 'Product Management',
  reviews: 'Product Management',
  appointments: 'Appointments',
  users: 'User Management',
  contacts: 'Contact Management',
  orders: 'Order Management',
  'legal-pages': 'Legal Pages',
  settings: 'Settings',
  // react-admin's page for a screen the role may not open (the screens' own addresses keep their titles).
  'access-denied': 'Not Allowed',
};

export const sectionTitle = (pathname: string): string => sectionTitles[pathname.split('/')[1] ?? ''] ?? 'Admin Panel';
