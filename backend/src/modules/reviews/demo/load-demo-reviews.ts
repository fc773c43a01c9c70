import type { RequiredEntityData } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { type CustomerReview, ReviewProductType } from '../entities/customer-review.entity.js';
import type { reviewRepositories } from '../reviews.repository.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo testimonials, top of the home page first. One is inactive so the console's filters show something.
 * Most name a demo product by its stock number (the demo catalogue's, see database/seeders), so a few
 * pieces show real stars; the inactive one names a product too and gives it none.
 */
export const DEMO_REVIEWS = [
  {
    customerName: 'Emily R.',
    stockNumber: 'LG-000001',
    customerLocation: 'Austin, TX',
    rating: 5,
    productType: ReviewProductType.Engagement,
    isFeatured: true,
    daysAgo: 12,
    reviewText:
      'I proposed with an oval lab-grown diamond from Lumen and she has not stopped looking at it. The team sent me videos of three stones side by side before I chose, and the ring arrived sized perfectly.',
  },
  {
    customerName: 'Marcus T.',
    stockNumber: 'ND-000001',
    customerLocation: 'Chicago, IL',
    rating: 5,
    productType: ReviewProductType.Diamonds,
    isFeatured: true,
    daysAgo: 25,
    reviewText:
      'I compared GIA reports for weeks. Lumen answered every question about cut and fluorescence without any pressure, and the 1.2 carat round looks even better in person.',
  },
  {
    customerName: 'Priya S.',
    stockNumber: 'JW-000004',
    customerLocation: 'Seattle, WA',
    rating: 5,
    productType: ReviewProductType.Wedding,
    isFeatured: true,
    daysAgo: 40,
    reviewText:
      'Our matching wedding bands were ready two weeks early. The platinum finish is flawless and the engraving came out exactly as we drew it.',
  },
  {
    customerName: 'Daniel K.',
    stockNumber: 'JW-000008',
    customerLocation: 'Denver, CO',
    rating: 4,
    productType: ReviewProductType.Custom,
    isFeatured: false,
    daysAgo: 58,
    reviewText:
      'They turned my grandmother’s old stones into a new pendant. It took a little longer than promised, but the CAD previews kept me in the loop and the result is beautiful.',
  },
  {
    customerName: 'Sofia M.',
    stockNumber: 'JW-000006',
    customerLocation: 'Miami, FL',
    rating: 5,
    productType: ReviewProductType.Jewelry,
    isFeatured: false,
    daysAgo: 73,
    reviewText:
      'The tennis bracelet sparkles in every light. Shipping was insured and fast, and the gift box made it feel special.',
  },
  {
    customerName: 'James W.',
    customerLocation: 'Boston, MA',
    rating: 4,
    productType: ReviewProductType.General,
    isFeatured: false,
    daysAgo: 90,
    reviewText:
      'Booked an in-store appointment to look at loose diamonds. Knowledgeable staff and a relaxed visit; I will be back for the setting.',
  },
  {
    customerName: 'Hannah L.',
    stockNumber: 'JW-000005',
    customerLocation: 'Portland, OR',
    rating: 3,
    productType: ReviewProductType.Jewelry,
    isFeatured: false,
    isActive: false,
    daysAgo: 5,
    orderReference: 'ORD-DEMO-1042',
    adminNotes: 'Earring back replaced free of charge; ask before publishing.',
    reviewText:
      'Lovely studs, but one earring back was loose on arrival. Customer service sent a replacement the same week.',
  },
];

/**
 * Adds the demo reviews to a shop that has none, with the stars they give their products, in one transaction; a shop with any review, demo or
 * its own, is left alone, so restarts change nothing. Answers the number of reviews added. Runs before
 * Nest starts, on repositories the caller builds (reviewRepositories).
 */
export async function loadDemoReviews(
  { reviews, products, productReviews }: ReturnType<typeof reviewRepositories>,
  logger: Pick<Logger, 'log'> = new Logger('Setup'),
  now = new Date(),
): Promise<number> {
  if (await reviews.hasAny()) return 0;
  await reviews.transaction(async () => {
    const productIds: Array<string | null> = [];
    const rows: RequiredEntityData<CustomerReview>[] = [];
    for (const [index, { daysAgo, stockNumber, ...review }] of DEMO_REVIEWS.entries()) {
      // A shop without the demo catalogue has no such product: the review is then about the shop.
      const productId = (await products.findByStockNumber(stockNumber ?? ''))?.id ?? null;
      productIds.push(productId);
      rows.push({
        ...review,
        productId,
        displayOrder: DEMO_REVIEWS.length - index,
        dateSubmitted: new Date(now.getTime() - daysAgo * DAY),
      });
    }
    await reviews.insert(rows);
    await productReviews.recount(productIds);
  });
  logger.log(`Demo data: added ${DEMO_REVIEWS.length} customer reviews`);
  return DEMO_REVIEWS.length;
}
