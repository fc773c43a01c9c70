import { PlaceholderPage } from '../PlaceholderPage';

export function DiamondsPage() {
  return <PlaceholderPage eyebrow="Natural & lab-grown" title="Diamonds" />;
}
