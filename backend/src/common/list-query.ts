import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Response } from 'express';
import { assertRequestText } from './request-text.js';

/** The list query of react-admin's ra-data-simple-rest: `sort=["name","ASC"]&range=[0,24]&filter={...}`. */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON ["field","ASC"|"DESC"]', example: '["createdAt","DESC"]' })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({ description: 'JSON [first, last] (inclusive, from 0)', example: '[0,24]' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({
    description: 'JSON object; `q` is free-text search, `id` a list of ids',
    example: '{"q":"ada"}',
  })
  @IsOptional()
  @IsString()
  filter?: string;
}

/**
 * A stored column (an entity property), or an expression on the list's table that a repository wrote
 * with its ORM's raw() (the list's repository holds the SQL; here it is only a key of the order).
 */
export type SortKey = string | { readonly sql: string };

/**
 * What a list can be sorted by: every field its records show (react-admin lets people sort on any
 * column, and sends ["id","ASC"] by default), each with the stored columns it is ordered by: the
 * field itself, or, for a computed field, what it is computed from.
 */
export type SortColumns<Field extends string = string> = Readonly<Record<Field, readonly SortKey[]>>;

/** Fields stored as their records show them, plus computed ones with the columns they follow; `id` always. */
export function sortColumns<Stored extends string, Computed extends string = never>(
  stored: readonly Stored[],
  computed: Record<Computed, SortKey | readonly SortKey[]> = {} as Record<Computed, SortKey>,
): SortColumns<Stored | Computed | 'id'> {
  const columns: Record<string, readonly SortKey[]> = { id: ['id'] };
  for (const field of stored) columns[field] = [field];
  for (const [field, keys] of Object.entries(computed) as [string, SortKey | readonly SortKey[]][])
    columns[field] = Array.isArray(keys) ? keys : [keys as SortKey];
  return columns as SortColumns<Stored | Computed | 'id'>;
}

/** MikroORM's orderBy: one `{ column: order }` per step. */
export type ListOrder = Record<string, string>[];

export interface ListQuery<Field extends string = string> {
  sortField: Field;
  sortOrder: 'ASC' | 'DESC';
  /** The sort field's columns, empty values last. */
  sortBy: ListOrder;
  /** sortBy then `id`, so ties break the same way on every page. */
  orderBy: ListOrder;
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;

/** Parses and checks a list query against the fields a resource lets people sort by. */
export function parseListQuery<Field extends string>(
  query: ListQueryDto,
  options: { sortable: SortColumns<Field>; defaultSort: [Field, 'ASC' | 'DESC'] },
): ListQuery<Field> {
  const columns = options.sortable;
  const sortable = Object.keys(columns);
  const sort = parseJson<unknown[]>('sort', query.sort) ?? options.defaultSort;
  // JSON.parse may give a number or an object, which cannot be destructured: checked below.
  const [sortField, sortOrder = 'ASC'] = (Array.isArray(sort) ? sort : []) as [Field, string];
  if (!Array.isArray(sort) || typeof sortField !== 'string' || !Object.hasOwn(columns, sortField)) {
    throw new BadRequestException(`sort must be ["field","ASC"|"DESC"] with field one of ${sortable.join(', ')}`);
  }
  if (sortOrder !== 'ASC' && sortOrder !== 'DESC') throw new BadRequestException('sort order must be ASC or DESC');

  const filter = parseJson<Record<string, unknown>>('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || Array.isArray(filter) || filter === null)
    throw new BadRequestException('filter must be a JSON object');

  // getMany sends `filter={"id":[...]}` without a range: it wants every record it names.
  const asked = Array.isArray(filter.id) ? Math.min(Math.max(filter.id.length, 1), MAX_PAGE) : 10;
  const range = parseJson<unknown[]>('range', query.range) ?? [0, asked - 1];
  const [first, last] = (Array.isArray(range) ? range : []) as number[];
  if (
    !Array.isArray(range) ||
    !Number.isInteger(first) ||
    !Number.isInteger(last) ||
    first < 0 ||
    last < first ||
    last - first >= MAX_PAGE
  ) {
    throw new BadRequestException(`range must be [first,last] with 0 ≤ first ≤ last and at most ${MAX_PAGE} rows`);
  }
  // An expression turns into its own key of the order when used as one.
  const sortBy = columns[sortField].map((key) => ({ [key as string]: `${sortOrder} NULLS LAST` }));
  return {
    sortField,
    sortOrder,
    sortBy,
    orderBy: sortField === 'id' ? sortBy : [...sortBy, { id: 'ASC' }],
    offset: first,
    limit: last - first + 1,
    filter,
  };
}

/** `Content-Range: users 0-9/42`, which ra-data-simple-rest reads for the total. */
export function setContentRange(
  response: Response,
  resource: string,
  offset: number,
  count: number,
  total: number,
): void {
  const last = count === 0 ? offset : offset + count - 1;
  response.setHeader('Content-Range', `${resource} ${offset}-${last}/${total}`);
}

function parseJson<T>(name: string, text: string | undefined): T | undefined {
  if (text === undefined || text === '') return undefined;
  let value: T;
  try {
    value = JSON.parse(text) as T;
  } catch {
    throw new BadRequestException(`${name} must be valid JSON`);
  }
  // Text decoded from the query string obeys the rule the query itself does (no NUL, no lone surrogate, no prototype key).
  assertRequestText(value, name);
  return value;
}
