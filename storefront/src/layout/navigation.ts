export interface NavItem {
  to: string;
  label: string;
}

/** The top navigation of spec 1 §2; labels are shown in capitals by CSS. */
export const mainNavigation: NavItem[] = [
  { to: '/diamonds', label: 'Diamonds' },
  { to: '/jewelry', label: 'Jewelry' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];

export const bookAppointmentLink: NavItem = { to: '/book-appointment', label: 'Book Appointment' };
