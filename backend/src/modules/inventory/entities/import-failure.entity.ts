import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A refused row of an import: why, and its cells as they were in the file (for the error file). */
@Entity({ tableName: 'import_failures' })
export class ImportFailure {
  @PrimaryKey({ type: 'uuid' })
  importId: string;

  /** Data rows counted from 1 (the first row under the header). */
  @PrimaryKey()
  rowIndex: number;

  @Property({ length: 255 })
  stockNumber: string = '';

  /** The file's column the error is about, as written in its header. */
  @Property({ length: 255 })
  field: string;

  /** The first problem of the row. */
  @Property({ type: 'text' })
  error: string;

  /** Every problem of the row, for the error file. */
  @Property({ type: 'text' })
  errors: string;

  @Property({ type: 'jsonb' })
  cells: string[];
}
