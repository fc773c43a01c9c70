import { PlaceholderPage } from '../PlaceholderPage';

export function JewelryPage() {
  return <PlaceholderPage eyebrow="Fine jewelry" title="Jewelry Collection" />;
}
