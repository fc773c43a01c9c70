import 'reflect-metadata';
import { describe, expect, test } from '@jest/globals';
import { BadRequestException, type Type } from '@nestjs/common';
import { createValidationPipe } from '../../../common/validation.pipe.js';
import { ProductType } from '../entities/product.entity.js';
import { SearchSort } from './search-options.js';
import { DiamondSearchQueryDto, JewelrySearchQueryDto } from './search-query.dto.js';
import { diamondSearchSpec, jewelrySearchSpec } from './search-spec.js';

/** What the app's validation pipe makes of a query string's values. */
async function parse<T>(dto: Type<T>, query: Record<string, unknown>): Promise<T> {
  return createValidationPipe().transform(query, { type: 'query', metatype: dto }) as Promise<T>;
}

async function refusal(dto: Type<unknown>, query: Record<string, unknown>) {
  const error = await parse(dto, query).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BadRequestException);
  return (error as BadRequestException).getResponse();
}

describe('search queries', () => {
  test('lists are split, matched in any case and answered in canonical spelling', async () => {
    const query = await parse(DiamondSearchQueryDto, {
      shape: 'ROUND, oval,round',
      cut: 'very-good',
      color: ['d', 'E'],
      certification: 'gia',
      type: 'Natural',
    });
    expect(query).toMatchObject({
      shape: ['Round', 'Oval'],
      cut: ['Very Good'],
      color: ['D', 'E'],
      certification: ['GIA'],
      type: 'natural',
    });
  });

  test('numbers, flags and sorts are converted; empty values mean no filter', async () => {
    const query = await parse(DiamondSearchQueryDto, {
      priceMin: '1000',
      priceMax: '',
      caratMax: '2.5',
      page: '3',
      limit: '10',
      facets: 'false',
      sortBy: 'PRICE-ASC',
      shape: '',
    });
    expect(query).toMatchObject({
      priceMin: 1000,
      priceMax: undefined,
      caratMax: 2.5,
      page: 3,
      limit: 10,
      facets: false,
      sortBy: SearchSort.PriceAsc,
      shape: undefined,
    });
  });

  test('a bound equal to the other end is fine; above it is refused', async () => {
    await expect(parse(DiamondSearchQueryDto, { caratMin: '1', caratMax: '1' })).resolves.toMatchObject({
      caratMin: 1,
      caratMax: 1,
    });
    expect(await refusal(DiamondSearchQueryDto, { caratMin: '1.01', caratMax: '1' })).toMatchObject({
      message: 'caratMin: must not be greater than caratMax',
    });
  });

  test('the first unknown value of a list is named', async () => {
    expect(await refusal(DiamondSearchQueryDto, { clarity: 'vs1,XX,YY' })).toEqual({
      message: 'clarity: unknown value "XX"',
      errors: { clarity: 'clarity: unknown value "XX"' },
    });
  });

  test('diamond kinds: lab-grown, natural, or every kind including the legacy generic diamond', async () => {
    const types = async (type?: string) =>
      diamondSearchSpec(await parse(DiamondSearchQueryDto, type ? { type } : {})).productTypes;
    expect(await types('lab-grown')).toEqual([ProductType.LabGrown]);
    expect(await types('natural')).toEqual([ProductType.NaturalDiamond]);
    expect(await types()).toEqual([ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond]);
  });

  test.each([
    ['rings', ['Engagement Ring']],
    ['engagement', ['Engagement Ring']],
    ['Tennis-Bracelet', ['Tennis Bracelet']],
    ['wedding band', ['Wedding Band']],
    ['jewelry', []],
  ])('jewelry category %s selects %j', async (category, selected) => {
    const spec = jewelrySearchSpec(await parse(JewelrySearchQueryDto, { category }));
    expect(spec.groups.find((group) => group.name === 'category')?.selected).toEqual(selected);
    expect(spec.productTypes).toEqual([ProductType.Jewelry, ProductType.Ring]);
  });

  test('defaults: newest first, page 1 of 24', async () => {
    expect(jewelrySearchSpec(await parse(JewelrySearchQueryDto, {}))).toMatchObject({
      sortBy: SearchSort.Latest,
      page: 1,
      limit: 24,
      caratColumn: 'total_carat_weight',
    });
  });
});
