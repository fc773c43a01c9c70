import { FeedKind, SourceKind, type Supplier } from './entities/supplier.entity.js';
import { type FeedSource, openSecrets, secretOrigin } from './source/index.js';
import type { SuppliersRepository } from './suppliers.repository.js';

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

/**
 * A supplier as its run sees it, secrets opened with FEED_SECRET_KEY (in memory only, for the fetch).
 * With `suppliers`, an SFTP connection records on the supplier the host key it met (pinned on first
 * use; a different one kept as "presented" for staff to accept); without, the pin is still enforced.
 */
export function feedSupplierOf(
  supplier: Supplier,
  secretKey: string,
  suppliers?: Pick<SuppliersRepository, 'recordHostKey'>,
): FeedSupplier {
  return {
    id: supplier.id,
    name: supplier.name,
    category: supplier.category,
    full: supplier.feedKind === FeedKind.Full,
    columnAliases: supplier.columnAliases,
    retireLimitPercent: supplier.retireLimitPercent,
    source: sourceOf(supplier, secretKey, suppliers),
  };
}

function sourceOf(
  supplier: Supplier,
  secretKey: string,
  suppliers?: Pick<SuppliersRepository, 'recordHostKey'>,
): FeedSource | null {
  if (supplier.sourceKind === SourceKind.Manual) return null;
  const secrets = openSecrets(supplier.secrets, secretKey);
  // Secrets sealed before their origin was (issue 27) count as entered for the current address.
  const current = currentOrigin(supplier);
  const secretsOrigin = secrets.origin ?? current;
  if (supplier.sourceKind === SourceKind.Http)
    return {
      kind: 'http',
      url: supplier.httpUrl ?? '',
      auth: supplier.httpAuth,
      username: supplier.httpUsername ?? undefined,
      password: secrets.httpPassword,
      headerName: supplier.httpHeaderName ?? undefined,
      token: secrets.httpToken,
      secretsOrigin,
    };
  const host = supplier.sftpHost ?? '';
  const port = supplier.sftpPort ?? 22;
  return {
    kind: 'sftp',
    host,
    port,
    username: supplier.sftpUsername ?? '',
    path: supplier.sftpPath ?? '',
    password: secrets.sftpPassword,
    privateKey: secrets.sftpPrivateKey,
    secretsOrigin,
    hostKey: supplier.sftpHostKey ?? null,
    onHostKey: suppliers
      ? (fingerprint, accepted) =>
          suppliers.recordHostKey(
            supplier.id,
            { host, port },
            accepted ? { pin: fingerprint } : { presented: fingerprint },
          )
      : undefined,
  };
}

/** The origin of the supplier's saved address (scheme, host and port), the one its secrets may go to. */
export function currentOrigin(supplier: Pick<Supplier, 'sourceKind' | 'httpUrl' | 'sftpHost' | 'sftpPort'>) {
  if (supplier.sourceKind === SourceKind.Http) return secretOrigin({ url: supplier.httpUrl ?? '' });
  if (supplier.sourceKind === SourceKind.Sftp)
    return secretOrigin({ host: supplier.sftpHost ?? '', port: supplier.sftpPort ?? 22 });
  return null;
}
