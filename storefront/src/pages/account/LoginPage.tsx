import { PlaceholderPage } from '../PlaceholderPage';

export function LoginPage() {
  return <PlaceholderPage eyebrow="Welcome back" title="Sign In" />;
}
