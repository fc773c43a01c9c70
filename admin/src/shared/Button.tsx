import { Button as ReactAdminButton, type ButtonProps } from 'react-admin';

/**
 * react-admin's Button, named on phones too. Below 600 px it draws an icon button, and a disabled one (Previous
 * on the first page, Clear Filters with nothing to clear) loses its label: screen readers hear "button" and axe
 * reports button-name. The label is kept as the button's accessible name at every width.
 */
export const Button = (props: ButtonProps) => (
  <ReactAdminButton aria-label={typeof props.label === 'string' ? props.label : undefined} {...props} />
);
