import { PlaceholderPage } from '../PlaceholderPage';

export function ForgotPasswordPage() {
  return <PlaceholderPage eyebrow="Account help" title="Forgot Password" />;
}
