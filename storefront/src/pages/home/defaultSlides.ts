import type { HeroSlide } from './homeContentTypes';

/**
 * Shown when the shop's own slides fail to load or there are none (spec 1 §2, §8). The art is drawn
 * SVG in storefront/public/home: it scales to any screen, so it needs no size variants.
 */
export const defaultSlides: HeroSlide[] = [
  {
    id: 'default-diamonds',
    title: 'Certified Diamonds, Honestly Priced',
    subtitle: 'Natural and lab-grown stones, each graded by an independent laboratory.',
    linkUrl: '/diamonds',
    linkText: 'Shop Diamonds',
    category: 'Diamonds',
    imageUrl: '/home/hero-diamonds.svg',
    imageVariants: null,
  },
  {
    id: 'default-engagement',
    title: 'Engagement Rings to Wear for a Lifetime',
    subtitle: 'Solitaires, halos and three-stone designs in gold and platinum.',
    linkUrl: '/jewelry?category=engagement',
    linkText: 'Shop Engagement Rings',
    category: 'Engagement',
    imageUrl: '/home/hero-engagement.svg',
    imageVariants: null,
  },
  {
    id: 'default-custom',
    title: 'Designed With You, Made for You',
    subtitle: 'Bring your idea; our designers and goldsmiths bring it to life.',
    linkUrl: '/custom-jewelry',
    linkText: 'Start Your Design',
    category: 'Custom',
    imageUrl: '/home/hero-custom.svg',
    imageVariants: null,
  },
  {
    id: 'default-appointment',
    title: 'See Them Sparkle Before You Choose',
    subtitle: 'Visit the showroom or meet a diamond specialist by video.',
    linkUrl: '/book-appointment',
    linkText: 'Book Appointment',
    category: 'General',
    imageUrl: '/home/hero-appointment.svg',
    imageVariants: null,
  },
];
