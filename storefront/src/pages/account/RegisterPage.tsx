import { PlaceholderPage } from '../PlaceholderPage';

export function RegisterPage() {
  return <PlaceholderPage eyebrow="Join us" title="Create an Account" />;
}
