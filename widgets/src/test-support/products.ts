import type { components } from '../api/client';

type Product = components['schemas']['ProductDto'];

/** A full product as GET /api/products/{id} answers it; override what a test is about. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? '3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f';
  return {
    _id: id,
    id,
    productType: 'jewelry',
    stockNumber: 'JW-000001',
    name: 'Halo Engagement Ring',
    description: 'A halo of pavé diamonds.',
    price: 4200,
    originalPrice: null,
    salePrice: null,
    onSale: false,
    discount: 0,
    category: 'engagement',
    subCategory: 'Halo',
    brand: null,
    featured: true,
    isNewArrival: true,
    countInStock: 3,
    availability: { status: 'limited', label: 'Limited Stock (3 remaining)', canOrder: true },
    mainImage: 'https://shop.example/media/ring-main.jpg',
    galleryImages: ['https://shop.example/media/ring-side.jpg'],
    imageLinks: [],
    images: ['https://shop.example/media/ring-main.jpg', 'https://shop.example/media/ring-side.jpg'],
    metal: '18K White Gold',
    ...overrides,
  } as Product;
}
