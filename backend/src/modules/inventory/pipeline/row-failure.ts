import { ImportFailure } from '../entities/import-failure.entity.js';

/** A refused row: its errors (the first is the one the list shows) and its cells as they were in the file. */
export function rowFailure(
  importId: string,
  rowIndex: number,
  stockNumber: string,
  field: string,
  errors: string[],
  cells: string[],
  first?: string,
): ImportFailure {
  return Object.assign(new ImportFailure(), {
    importId,
    rowIndex,
    stockNumber,
    field,
    error: first ?? errors[0],
    errors: errors.join('; '),
    cells,
  });
}
