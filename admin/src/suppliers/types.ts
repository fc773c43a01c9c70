// Supplier feeds (issue 21): the staff API's shapes, generated from openapi.json (backend SupplierDto, markup and
// feed preview DTOs), under the names the console uses.
import type { components } from '@gem-shop/widgets/api';

type Schemas = components['schemas'];

export type SourceKind = Schemas['SourceKind'];
export type FeedKind = Schemas['FeedKind'];
export type HttpAuth = Schemas['HttpAuth'];
export type ScheduleKind = Schemas['ScheduleKind'];
export type MarkupBasis = Schemas['MarkupBasis'];
export type Rounding = Schemas['MarkupRounding'];

/** One band: values v with from <= v < to (the last band is open: to = null). */
export type MarkupBand = Schemas['MarkupBandDto'];

/** retail = round(cost × (1 + percent/100) + fixed), by band of carat or cost. */
export type MarkupRules = Schemas['MarkupRulesDto'];

export type HttpSource = Schemas['SupplierHttpDto'];
/**
 * The SFTP source; `hostKey` is the pinned host key fingerprint (`SHA256:…`, recorded on first connection),
 * `hostKeyConfirmedAt` when staff confirmed it, `presentedHostKey` a different key the server presented.
 */
export type SftpSource = Schemas['SupplierSftpDto'];
export type Schedule = Schemas['SupplierScheduleDto'];

/** A supplier's last run: the run (an import, its page /imports/:id/show), its status and when. */
export type LastRun = Schemas['SupplierLastRunDto'];

/** The record of the `suppliers` resource (GET /api/admin/suppliers(/:id)). */
export type Supplier = Schemas['SupplierDto'];

/** Write-only secrets in POST/PUT: absent or '' keeps the stored one, null removes it. */
export type Secret = string | null | undefined;

/** The POST/PUT body of a supplier. */
export type SupplierBody = Schemas['SaveSupplierDto'];

/** POST /api/admin/imports/preview: each header's template column and how it was recognised, the first rows. */
export type MappingPreview = Schemas['FeedPreviewDto'];

/** GET /api/admin/imports/columns/:category: the template columns a supplier's header can stand for. */
export type TemplateColumn = Schemas['TemplateColumnDto'];

/** A cost (and carat) staff typed on a markup page, priced by the rules in force and by the rules as typed. */
export type TypedPrice = Schemas['MarkupTypedPriceDto'];

/** POST /api/admin/markup/preview: sample stones, and the typed cost if any, priced by the rules. */
export type MarkupPreview = Schemas['MarkupPreviewDto'];

/** GET/PUT /api/admin/markup/default: the rules, and when and by whom staff saved them (null: never). */
export type DefaultMarkup = Schemas['DefaultMarkupStateDto'];

/** GET /api/admin/repricing/:id: a markup save's repricing job. The saves answer its id as `repricingJobId`. */
export type RepricingJob = Schemas['RepricingJobDto'];

/** What a save that changed markup answers beside the record: its repricing job. */
export interface Repricing {
  repricingJobId?: string;
}
