import type { PublicReview } from './homeContentTypes';

export type Testimonial = Pick<
  PublicReview,
  'id' | 'customerName' | 'customerLocation' | 'reviewText' | 'customerImage'
> & {
  /** Stars, for a customer's review; none for the shop's own words. */
  rating: number | null;
};

/**
 * Shown when the shop's reviews fail to load or there are none yet (spec 1 §2 'default testimonials', §8).
 * Invented customer quotes would read as real reviews (consumer-protection rules forbid fake reviews), so
 * the defaults are the shop's own promises, signed by the shop and without stars, until real reviews arrive.
 */
export const defaultTestimonials: Testimonial[] = [
  {
    id: 'default-1',
    customerName: 'Lumen Jewelers',
    customerLocation: 'Our promise',
    rating: null,
    reviewText:
      'Every diamond we offer comes with its grading report, and we will talk you through it, line by line, before you decide.',
    customerImage: null,
  },
  {
    id: 'default-2',
    customerName: 'Lumen Jewelers',
    customerLocation: 'Our promise',
    rating: null,
    reviewText: 'Book a showroom or video appointment: no pressure, no rush, just time to compare stones side by side.',
    customerImage: null,
  },
  {
    id: 'default-3',
    customerName: 'Lumen Jewelers',
    customerLocation: 'Our promise',
    rating: null,
    reviewText:
      'Every piece is insured in transit, covered by a lifetime warranty, and can be returned within 30 days.',
    customerImage: null,
  },
];
