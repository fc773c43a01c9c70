import { expect, test } from '@jest/globals';
import { lumenShop } from '../test-support/shop-api';
import { addressLines, phoneHref } from './index';

test('phoneHref keeps only digits and the plus sign', () => {
  expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  expect(phoneHref('(212) 555-0100')).toBe('tel:2125550100');
});

test('addressLines gives the lines of a postal address', () => {
  expect(addressLines(lumenShop.address)).toEqual(['12 Hatton Garden', 'London EC1N 8AN', 'United Kingdom']);
});

test('addressLines leaves out empty parts', () => {
  expect(addressLines({ line1: '580 Fifth Avenue', city: 'New York', postcode: '', country: '' })).toEqual([
    '580 Fifth Avenue',
    'New York',
  ]);
});
