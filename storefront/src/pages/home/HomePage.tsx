import { usePageTitle } from '../usePageTitle';
import { CategorySection } from './CategorySection';
import { ClosingCallToAction } from './ClosingCallToAction';
import { FeaturedSection } from './FeaturedSection';
import { HeroSection } from './HeroSection';
import { PromisesRow } from './PromisesRow';
import { ShapeSection } from './ShapeSection';
import { TestimonialsSection } from './TestimonialsSection';
import { TrustSection } from './TrustSection';

/** The sections of spec 1 §2 'Home page', in the spec's order. */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <HeroSection />
      <PromisesRow />
      <CategorySection />
      <ShapeSection />
      <FeaturedSection
        kind="jewelry"
        eyebrow="Handpicked"
        title="Featured Jewelry"
        emptyMessage="Our featured jewelry will appear here soon."
        browse={{ to: '/jewelry', label: 'Browse All Jewelry' }}
      />
      <FeaturedSection
        kind="diamonds"
        eyebrow="Certified stones"
        title="Featured Diamonds"
        emptyMessage="Our featured diamonds will appear here soon."
        browse={{ to: '/diamonds', label: 'Browse All Diamonds' }}
        tone="muted"
      />
      <TestimonialsSection />
      <TrustSection />
      <ClosingCallToAction />
    </>
  );
}
