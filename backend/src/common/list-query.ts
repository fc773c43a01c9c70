import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Response } from 'express';

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

  @ApiPropertyOptional({ description: 'JSON object; `q` is free-text search, `id` a list of ids', example: '{"q":"ada"}' })
  @IsOptional()
  @IsString()
  filter?: string;
}

export interface ListQuery<Field extends string> {
  sortField: Field;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;

/** Parses and checks a list query against the fields a resource lets people sort by. */
export function parseListQuery<Field extends string>(
  query: ListQueryDto,
  options: { sortable: readonly Field[]; defaultSort: [Field, 'ASC' | 'DESC'] },
): ListQuery<Field> {
  const sort = parseJson<unknown[]>('sort', query.sort) ?? options.defaultSort;
  const [sortField, sortOrder = 'ASC'] = sort as [Field, string];
  if (!Array.isArray(sort) || !options.sortable.includes(sortField)) {
    throw new BadRequestException(`sort must be ["field","ASC"|"DESC"] with field one of ${options.sortable.join(', ')}`);
  }
  if (sortOrder !== 'ASC' && sortOrder !== 'DESC') throw new BadRequestException('sort order must be ASC or DESC');

  const range = parseJson<unknown[]>('range', query.range) ?? [0, 9];
  const [first, last] = range as number[];
  if (!Array.isArray(range) || !Number.isInteger(first) || !Number.isInteger(last) || first < 0 || last < first || last - first >= MAX_PAGE) {
    throw new BadRequestException(`range must be [first,last] with 0 ≤ first ≤ last and at most ${MAX_PAGE} rows`);
  }

  const filter = parseJson<Record<string, unknown>>('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || Array.isArray(filter) || filter === null) throw new BadRequestException('filter must be a JSON object');
  return { sortField, sortOrder, offset: first, limit: last - first + 1, filter };
}

/** `Content-Range: users 0-9/42`, which ra-data-simple-rest reads for the total. */
export function setContentRange(response: Response, resource: string, offset: number, count: number, total: number): void {
  const last = count === 0 ? offset : offset + count - 1;
  response.setHeader('Content-Range', `${resource} ${offset}-${last}/${total}`);
}

function parseJson<T>(name: string, raw: string | undefined): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new BadRequestException(`${name} must be valid JSON`);
  }
}
