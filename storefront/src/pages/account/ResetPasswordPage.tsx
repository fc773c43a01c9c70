import { PlaceholderPage } from '../PlaceholderPage';

export function ResetPasswordPage() {
  return <PlaceholderPage eyebrow="Account help" title="Reset Password" />;
}
