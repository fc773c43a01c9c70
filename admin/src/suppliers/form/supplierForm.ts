import type { ImportCategory } from '../../imports/types';
import { bandErrors, NEW_RULES } from '../markup/markupRules';
import type {
  FeedKind,
  HttpSource,
  MarkupRules,
  Schedule,
  Secret,
  SftpSource,
  SourceKind,
  Supplier,
  SupplierBody,
} from '../types';

/**
 * The supplier form's values: shaped like the API's field paths ('http.url', 'sftp.port', 'schedule.cron',
 * 'markup.bands.2.to'), so the server's messages land on the inputs they name. Both sources are kept while staff
 * switch between them; only the chosen one is sent. The aliases are rows (an ArrayInput) instead of an object.
 */
export interface SupplierFormValues {
  id?: string;
  name: string;
  category: ImportCategory;
  sourceKind: SourceKind;
  feedKind: FeedKind;
  http: HttpSource & { password?: Secret; token?: Secret };
  sftp: SftpSource & { password?: Secret; privateKey?: Secret };
  schedule: Schedule;
  /** The supplier's header → the template column's header it stands for (e.g. Stone ID → Stock #). */
  columnAliases: { header: string; column: string }[];
  /** Off: the supplier has its own rules (`markup`). */
  useDefaultMarkup: boolean;
  markup: MarkupRules;
  retireLimitPercent: number;
}

const NEW_HTTP: HttpSource = {
  url: '',
  auth: 'none',
  username: null,
  headerName: null,
  hasPassword: false,
  hasToken: false,
};
const NEW_SFTP: SftpSource = {
  host: '',
  port: 22,
  username: '',
  path: '',
  hasPassword: false,
  hasPrivateKey: false,
  hostKey: null,
  hostKeyConfirmedAt: null,
  presentedHostKey: null,
};

/**
 * A new supplier: an HTTP source, full feed, the shop's default markup, and no schedule until staff choose one (a
 * feed pulled on its own before anyone set it up would surprise them); 'Every few hours' then offers 6.
 */
export const NEW_SUPPLIER: SupplierFormValues = {
  name: '',
  category: 'lab-grown',
  sourceKind: 'http',
  feedKind: 'full',
  http: NEW_HTTP,
  sftp: NEW_SFTP,
  schedule: { kind: 'off', hours: 6, cron: null },
  columnAliases: [],
  useDefaultMarkup: true,
  markup: NEW_RULES,
  retireLimitPercent: 20,
};

export function toFormValues(supplier: Supplier): SupplierFormValues {
  return {
    id: supplier.id,
    name: supplier.name,
    category: supplier.category,
    sourceKind: supplier.sourceKind,
    feedKind: supplier.feedKind,
    http: supplier.http ?? NEW_HTTP,
    sftp: supplier.sftp ?? NEW_SFTP,
    schedule: supplier.schedule,
    columnAliases: Object.entries(supplier.columnAliases ?? {}).map(([header, column]) => ({ header, column })),
    useDefaultMarkup: supplier.markup === null,
    markup: supplier.markup ?? NEW_RULES,
    retireLimitPercent: supplier.retireLimitPercent,
  };
}

/** A secret as the API takes it: absent (or '') keeps the saved one, null removes it; never the has* flags. */
const secret = (value: Secret) => (value === undefined || value === '' ? {} : { value });

const withSecret = <K extends string>(name: K, value: Secret) => {
  const kept = secret(value);
  return ('value' in kept ? { [name]: kept.value } : {}) as Partial<Record<K, Secret>>;
};

/** The aliases as the API keeps them: `{ header: template column }`, rows without a header or column left out. */
export const aliasesObject = (rows: SupplierFormValues['columnAliases'] | undefined) =>
  Object.fromEntries(
    (rows ?? []).filter((row) => row?.header?.trim() && row?.column?.trim()).map((row) => [row.header, row.column]),
  );

/** The POST/PUT body: only the chosen source (the other left out), the schedule a manual supplier cannot have switched off. */
export function toSupplierBody(values: SupplierFormValues): SupplierBody {
  const { http, sftp, schedule } = values;
  return {
    name: values.name,
    category: values.category,
    sourceKind: values.sourceKind,
    feedKind: values.feedKind,
    ...(values.sourceKind === 'http' && {
      http: {
        url: http.url,
        auth: http.auth,
        username: http.auth === 'basic' ? http.username : null,
        headerName: http.auth === 'header' ? http.headerName : null,
        // A source without this kind of auth has no use for the secret: removed.
        ...(http.auth === 'basic' ? withSecret('password', http.password) : { password: null }),
        ...(http.auth === 'header' ? withSecret('token', http.token) : { token: null }),
      },
    }),
    ...(values.sourceKind === 'sftp' && {
      sftp: {
        host: sftp.host,
        port: sftp.port,
        username: sftp.username,
        path: sftp.path,
        ...withSecret('password', sftp.password),
        ...withSecret('privateKey', sftp.privateKey),
      },
    }),
    schedule:
      values.sourceKind === 'manual'
        ? { kind: 'off', hours: null, cron: null }
        : {
            kind: schedule.kind,
            hours: schedule.kind === 'hours' ? schedule.hours : null,
            cron: schedule.kind === 'cron' ? schedule.cron : null,
          },
    columnAliases: aliasesObject(values.columnAliases),
    markup: values.useDefaultMarkup ? null : values.markup,
    retireLimitPercent: values.retireLimitPercent,
  };
}

/** The form's own checks before asking the server: the markup bands (on their fields) when the supplier has its own. */
export function validateSupplier(values: SupplierFormValues) {
  const errors: Record<string, unknown> = {};
  if (!values.name?.trim()) errors.name = 'Required';
  const bands = values.useDefaultMarkup ? undefined : bandErrors(values.markup?.bands);
  if (bands) errors.markup = { bands };
  return errors;
}
