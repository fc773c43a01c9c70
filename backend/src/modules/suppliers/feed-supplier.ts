import { FeedKind, SourceKind, type Supplier } from './entities/supplier.entity.js';
import { type FeedSource, openSecrets } from './source/index.js';

/** What a run needs of its supplier: how to fetch, name and judge its feed. */
export interface FeedSupplier {
  id: string;
  name: string;
  category: string;
  full: boolean;
  columnAliases: Record<string, string>;
  retireLimitPercent: number;
  /** Null: files are uploaded by staff. */
  source: FeedSource | null;
}

/** A supplier as its run sees it, secrets opened with FEED_SECRET_KEY (in memory only, for the fetch). */
export function feedSupplierOf(supplier: Supplier, secretKey: string): FeedSupplier {
  return {
    id: supplier.id,
    name: supplier.name,
    category: supplier.category,
    full: supplier.feedKind === FeedKind.Full,
    columnAliases: supplier.columnAliases,
    retireLimitPercent: supplier.retireLimitPercent,
    source: sourceOf(supplier, secretKey),
  };
}

function sourceOf(supplier: Supplier, secretKey: string): FeedSource | null {
  if (supplier.sourceKind === SourceKind.Manual) return null;
  const secrets = openSecrets(supplier.secrets, secretKey);
  if (supplier.sourceKind === SourceKind.Http)
    return {
      kind: 'http',
      url: supplier.httpUrl ?? '',
      auth: supplier.httpAuth,
      username: supplier.httpUsername ?? undefined,
      password: secrets.httpPassword,
      headerName: supplier.httpHeaderName ?? undefined,
      token: secrets.httpToken,
    };
  return {
    kind: 'sftp',
    host: supplier.sftpHost ?? '',
    port: supplier.sftpPort ?? 22,
    username: supplier.sftpUsername ?? '',
    path: supplier.sftpPath ?? '',
    password: secrets.sftpPassword,
    privateKey: secrets.sftpPrivateKey,
  };
}
