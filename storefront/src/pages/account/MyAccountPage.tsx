import { PlaceholderPage } from '../PlaceholderPage';

// The user guard of spec 1 §2 arrives with the accounts issue.
export function MyAccountPage() {
  return <PlaceholderPage eyebrow="Your account" title="My Account" />;
}
