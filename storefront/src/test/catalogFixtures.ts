import type { DiamondSearchAnswer, JewelrySearchAnswer, ProductDto } from '../catalog/searchTypes';

export function diamondAnswer(overrides: Partial<DiamondSearchAnswer> = {}): DiamondSearchAnswer {
  return {
    // A featured new arrival, so cards show both badges.
    items: [productDto({ featured: true, isNewArrival: true })],
    total: 1,
    page: 1,
    pages: 1,
    facets: {
      shape: { Round: 812, Oval: 312, Pear: 0 },
      cut: { Ideal: 400 },
      color: { D: 20, E: 30 },
      clarity: { VS1: 50 },
      certification: { IGI: 700, GIA: 112 },
    },
    ranges: { price: { min: 500, max: 40000 }, carat: { min: 0.3, max: 5 } },
    ...overrides,
  };
}

export function productDto(overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    _id: '5f0c1d2e-0000-4000-8000-000000000001',
    id: '5f0c1d2e-0000-4000-8000-000000000001',
    productType: 'lab-grown',
    stockNumber: 'LG-000001',
    name: '1.51 Carat Round Lab-Grown Diamond',
    description: 'A bright round brilliant.',
    metaDescription: 'A bright round brilliant.',
    price: 2450,
    originalPrice: null,
    salePrice: null,
    onSale: false,
    discount: 0,
    category: null,
    subCategory: null,
    brand: null,
    featured: false,
    isNewArrival: false,
    countInStock: 3,
    rating: null,
    numReviews: 0,
    tags: [],
    materials: [],
    customizable: false,
    shape: 'Round',
    carat: 1.51,
    color: 'E',
    clarity: 'VS1',
    cut: 'Ideal',
    lab: 'IGI',
    labAvailability: null,
    fancyColor: null,
    metal: null,
    classification: null,
    stoneType: null,
    stoneShape: null,
    gemType: null,
    totalCaratWeight: null,
    specs: { polish: 'Excellent', symmetry: 'Excellent', measurements: '7.35 x 7.38 x 4.52' },
    mainImage: 'http://localhost/media/a.jpg',
    galleryImages: ['http://localhost/media/b.jpg'],
    imageLinks: [],
    images: ['http://localhost/media/a.jpg', 'http://localhost/media/b.jpg'],
    videoUrl: null,
    video: null,
    rotationImages: [],
    zoomImages: [],
    availability: { status: 'limited', label: 'Limited Stock (3 remaining)', canOrder: true },
    certificate: { lab: 'IGI', number: 'LG123456', url: 'https://www.igi.org/verify?r=LG123456' },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Jewelry facets: the groups a test names, every other group empty. */
export function jewelryFacets(
  counts: Partial<NonNullable<JewelrySearchAnswer['facets']>>,
): JewelrySearchAnswer['facets'] {
  return {
    category: {},
    subCategory: {},
    metal: {},
    classification: {},
    stoneType: {},
    stoneShape: {},
    gemType: {},
    brand: {},
    ...counts,
  };
}
