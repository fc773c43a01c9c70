// Supplier feeds (issue 21), as /work/notes/feeds-contract.md words the staff API. Local types until openapi.json
// is regenerated with the suppliers, markup and run endpoints; then these become aliases of the generated schemas.
import type { ImportCategory } from '../imports/types';
import type { ImportRecord, ImportStatus } from '../imports/types';

export type SourceKind = 'http' | 'sftp' | 'manual';
export type FeedKind = 'full' | 'delta';
export type HttpAuth = 'none' | 'basic' | 'header';
export type ScheduleKind = 'off' | 'hours' | 'cron';
export type MarkupBasis = 'carat' | 'cost';
export type Rounding = 'none' | 'dollar' | 'ten' | 'hundred' | 'nine';

/** One band: values v with from <= v < to (the last band is open: to = null). */
export interface MarkupBand {
  from: number;
  to: number | null;
  percent: number;
  fixed: number;
}

/** retail = round(cost × (1 + percent/100) + fixed), by band of carat or cost. */
export interface MarkupRules {
  basis: MarkupBasis;
  bands: MarkupBand[];
  rounding: Rounding;
}

export interface HttpSource {
  url: string;
  auth: HttpAuth;
  username: string | null;
  headerName: string | null;
  hasPassword: boolean;
  hasToken: boolean;
}

export interface SftpSource {
  host: string;
  port: number;
  username: string;
  path: string;
  hasPassword: boolean;
  hasPrivateKey: boolean;
}

export interface Schedule {
  kind: ScheduleKind;
  hours: number | null;
  cron: string | null;
}

/** A supplier's last run, as the list shows it. */
export interface LastRun {
  id: string;
  status: ImportStatus;
  trigger: RunTrigger;
  startedAt: string | null;
  finishedAt: string | null;
  createdCount: number;
  updatedCount: number;
  retiredCount: number;
  failedCount: number;
  error: string | null;
  heldReason: string | null;
}

export type RunTrigger = 'upload' | 'schedule' | 'manual';

/** The record of the `suppliers` resource (GET /api/admin/suppliers(/:id)). */
export interface Supplier {
  id: string;
  name: string;
  category: ImportCategory;
  sourceKind: SourceKind;
  feedKind: FeedKind;
  http: HttpSource | null;
  sftp: SftpSource | null;
  schedule: Schedule;
  /** `{ "<header as written>": "<field path>" }`. */
  columnAliases: Record<string, string>;
  /** null: the shop's default markup applies. */
  markup: MarkupRules | null;
  retireLimitPercent: number;
  liveStones: number;
  lastRun: LastRun | null;
  nextRunAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Write-only secrets in POST/PUT: absent or '' keeps the stored one, null removes it. */
export type Secret = string | null | undefined;

/** The POST/PUT body of a supplier. */
export interface SupplierBody {
  name: string;
  category: ImportCategory;
  sourceKind: SourceKind;
  feedKind: FeedKind;
  http: (Omit<HttpSource, 'hasPassword' | 'hasToken'> & { password?: Secret; token?: Secret }) | null;
  sftp: (Omit<SftpSource, 'hasPassword' | 'hasPrivateKey'> & { password?: Secret; privateKey?: Secret }) | null;
  schedule: Schedule;
  columnAliases: Record<string, string>;
  markup: MarkupRules | null;
  retireLimitPercent: number;
}

/** POST /api/admin/imports/preview: how each column of the supplier's file maps, and its first rows. */
export interface MappingPreview {
  columns: {
    header: string;
    field: string | null;
    label: string | null;
    via: 'template' | 'alias' | 'supplier' | null;
  }[];
  rows: string[][];
}

/** POST /api/admin/markup/preview: sample stones priced by the rules. */
export interface MarkupPreview {
  samples: { stockNumber: string; carat: number | null; cost: number; currentRetail: number; retail: number }[];
}

/** A run of a supplier: an import with the feed's fields (the contract's additions to ImportDto). */
export type SupplierRun = ImportRecord;

/** A field a feed column can fill: its path in the product input and its template column name. */
export interface ImportField {
  field: string;
  label: string;
}
