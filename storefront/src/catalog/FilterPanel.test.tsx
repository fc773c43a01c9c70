import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configure, screen } from '@testing-library/react';
import type { JewelrySearchAnswer } from './searchTypes';
import { diamondAnswer } from '../test/catalogFixtures';
import { mockApi } from '../test/mockApi';
import { jsonResponse, renderRoute } from '../test/renderApp';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const section = (name: string) => screen.getByRole('button', { name });

const noJewelry: JewelrySearchAnswer = { items: [], total: 0, page: 1, pages: 0 };

beforeEach(() => {
  mockApi({
    'GET /api/diamonds': () => jsonResponse(diamondAnswer()),
    'GET /api/jewelry': () => jsonResponse(noJewelry),
  });
});

describe('filter sections open as spec 1 §2 says', () => {
  test('diamonds: every section open except Certification', async () => {
    renderRoute('/diamonds');
    await screen.findByText('1 diamond found');
    for (const name of ['Shape', 'Cut', 'Color', 'Clarity', 'Carat Weight', 'Price Range'])
      expect(section(name)).toHaveAttribute('aria-expanded', 'true');
    expect(section('Certification')).toHaveAttribute('aria-expanded', 'false');
  });

  test('jewelry: Category, Metal, Total Carat Weight and Price Range open, the rest closed', async () => {
    renderRoute('/jewelry');
    await screen.findByRole('heading', { level: 1, name: 'Jewelry Collection' });
    for (const name of ['Category', 'Metal', 'Total Carat Weight', 'Price Range'])
      expect(section(name)).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Sub Category', 'Classification', 'Center Stone', 'Brand'])
      expect(section(name)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a closed section holding a choice from the address starts open, so the active filter shows', async () => {
    renderRoute('/diamonds?certification=GIA');
    await screen.findByText('1 diamond found');
    expect(section('Certification')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'GIA' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'GIA' })).toBeVisible();
  });

  test('the same for a single-choice group of the jewelry panel', async () => {
    renderRoute('/jewelry?brand=House%20Collection');
    await screen.findByRole('heading', { level: 1, name: 'Jewelry Collection' });
    expect(section('Brand')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Classification')).toHaveAttribute('aria-expanded', 'false');
  });
});
