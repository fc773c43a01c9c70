import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The staff API as the signed-in console calls it (the token the login page stored). */
export async function staffApi(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('shop.adminToken'));
  const headers = { Authorization: `Bearer ${token}` };
  return {
    find: async (stockNumber: string) => {
      const filter = encodeURIComponent(JSON.stringify({ q: stockNumber }));
      return (await (await request.get(`/api/admin/products?filter=${filter}`, { headers })).json())[0] as {
        id: string;
        price: number;
      };
    },
    createJewelry: async (stockNumber: string, name: string) => {
      const specifications = {
        stockNumber,
        jewelryClassification: 'Other',
        jewelryCategory: 'Pendant',
        metal: 'Platinum',
      };
      const body = {
        productType: 'jewelry',
        name,
        description: 'A pendant to delete.',
        price: 800,
        mainImage: 'https://example.com/p.jpg',
        specifications,
      };
      expect((await request.post('/api/admin/products', { headers, data: body })).status()).toBe(201);
    },
  };
}
