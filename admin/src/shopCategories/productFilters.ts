import type { ProductFilters, ShopCategoryValues } from './types';

type FilterValues = Pick<
  ShopCategoryValues,
  'filterCategory' | 'filterProductType' | 'filterSpecCategory' | 'filterMaterial' | 'filterDiamondType'
>;

/** Only the filters that were filled in; an empty `specifications` is left out. */
const filled = <T extends object>(entries: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(entries)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value),
  ) as T;

export function toProductFilters(values: FilterValues): ProductFilters {
  const specifications = filled<NonNullable<ProductFilters['specifications']>>({
    category: values.filterSpecCategory,
    material: values.filterMaterial,
    diamondType: values.filterDiamondType,
  });
  return {
    ...filled<ProductFilters>({ category: values.filterCategory, productType: values.filterProductType }),
    ...(Object.keys(specifications).length ? { specifications } : {}),
  };
}

export const fromProductFilters = (filters: ProductFilters | null): FilterValues => ({
  filterCategory: filters?.category ?? '',
  filterProductType: filters?.productType ?? '',
  filterSpecCategory: filters?.specifications?.category ?? '',
  filterMaterial: filters?.specifications?.material ?? '',
  filterDiamondType: filters?.specifications?.diamondType ?? '',
});
