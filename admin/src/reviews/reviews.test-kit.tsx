import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { customMethods } from '../dataProvider';
import { mockFetch, renderList } from '../test-support/renderResource';
import ReviewList from './ReviewList';
import type { Review, ReviewStats } from './types';

export const review = (fields: Partial<Review> & Pick<Review, 'id' | 'customerName'>): Review => ({
  customerLocation: 'Austin, TX',
  rating: 5,
  reviewText: 'Lovely ring.',
  customerImage: null,
  productType: 'general',
  orderReference: null,
  productId: null,
  isActive: true,
  isFeatured: false,
  displayOrder: 1,
  adminNotes: null,
  dateSubmitted: '2026-03-01T15:00:00.000Z',
  createdAt: '2026-03-01T15:00:00.000Z',
  updatedAt: '2026-03-01T15:00:00.000Z',
  ...fields,
});

export const stats: ReviewStats = {
  totalReviews: 20,
  activeReviews: 17,
  inactiveReviews: 3,
  featuredReviews: 4,
  averageRating: 4.4,
  ratingDistribution: { 1: 1, 2: 0, 3: 2, 4: 5, 5: 12 },
};

// One loose signature for the six methods: each test reads the params of the method it checks.
type Call = (resource: string, params: any) => Promise<any>;

/**
 * The data provider calls the screen makes; GET /stats is getOne('reviews', { id: 'stats' }). The
 * console's own methods (toggles, display order) are the real ones, over the fetch mock.
 */
export function reviewMocks() {
  const mocks = {
    getList: jest.fn<Call>(),
    getOne: jest.fn<Call>(),
    // The review form's product picker (ReferenceInput on `products`) reads the chosen product.
    getMany: jest.fn<Call>(),
    create: jest.fn<Call>(),
    update: jest.fn<Call>(),
    delete: jest.fn<Call>(),
  };
  const dataProvider = testDataProvider({ ...customMethods, ...mocks } as Partial<DataProvider>);
  return { ...mocks, dataProvider };
}

export interface FetchCall {
  url: string;
  method?: string;
  body?: unknown;
}

/**
 * fetch for the routes outside react-admin's CRUD (toggles, bulk display order) and GET /api/shop;
 * `answer` picks each call's status (200 by default). The calls are recorded in order.
 */
export function mockReviewRoutes(answer: (call: FetchCall) => number = () => 200) {
  const calls: FetchCall[] = [];
  mockFetch('America/New_York', (url, init) => {
    const call = { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const status = answer(call);
    return status === 200
      ? Response.json({})
      : Response.json({ statusCode: status, message: 'Server error' }, { status });
  });
  return calls;
}

export const renderReviews = (dataProvider: DataProvider) => renderList('reviews', ReviewList, dataProvider);

export const rowOf = async (name: string) => within(await screen.findByRole('article', { name: `Review by ${name}` }));
