import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { ListQuery } from '../../common/list-query.js';
import { mayDo, Permission } from '../../common/staff-permissions.js';
import { canonicalJson, isUuid } from '../../common/text/index.js';
import type { AuditActor } from '../catalog/index.js';
import type { User } from '../users/index.js';
import type { SupplierDto } from './dto/supplier.dto.js';
import { HttpAuth, SourceKind, Supplier } from './entities/supplier.entity.js';
import { FeedSchedule } from './feed-schedule.js';
import { currentOrigin } from './feed-supplier.js';
import type { DefaultMarkupStateDto, MarkupPreviewDto, MarkupPreviewRequest, MarkupRules } from './markup/index.js';
import {
  assertPublicHost,
  FeedFetchError,
  type FeedSecrets,
  holdsSecret,
  HOST_KEY_FINGERPRINT,
  openSecrets,
  sealSecrets,
  secretOrigin,
} from './source/index.js';
import { checkSupplier, type SupplierInput } from './supplier-rules.js';
import { RepricingRequests } from './repricing-requests.js';
import { SuppliersRepository } from './suppliers.repository.js';

const NOT_FOUND = 'Supplier not found';
const SECRET_FIELDS = ['httpPassword', 'httpToken', 'sftpPassword', 'sftpPrivateKey'] as const;
const SECRETS_ARE_THE_OWNERS =
  'Only an Owner may set, change or remove a supplier’s passwords, tokens and keys (a new address or sign-in method drops the saved ones)';
const PREVIEW_SAMPLES = 12;
const actorOf = (user: User): AuditActor => ({ id: user.id, name: user.name, email: user.email });
const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Suppliers as staff keep them: their sources (secrets sealed, hosts checked), schedules (in Redis as
 * they are saved) and markup (saving rules queues the repricing of the stones they price: see RepricingRequests).
 */
@Injectable()
export class SuppliersService {
  private readonly logger = new Logger('Suppliers');

  constructor(
    private readonly suppliers: SuppliersRepository,
    private readonly schedule: FeedSchedule,
    private readonly repricing: RepricingRequests,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: ListQuery<string>): Promise<{ items: SupplierDto[]; total: number }> {
    const { suppliers, total } = await this.suppliers.list(query);
    return { items: await Promise.all(suppliers.map((supplier) => this.present(supplier))), total };
  }

  async get(id: string): Promise<SupplierDto> {
    return this.present(await this.find(id));
  }

  async create(user: User, input: SupplierInput): Promise<SupplierDto> {
    await this.checkNameAndHost(input);
    const supplier = new Supplier();
    this.apply(supplier, input, {}, user);
    await this.suppliers.saveNew(supplier);
    await this.syncSchedule(supplier);
    this.logger.log(`Supplier "${supplier.name}" added by ${user.email}`);
    return this.get(supplier.id);
  }

  /**
   * Changes what the body names; the supplier it makes is checked whole (every problem at once). New
   * markup rules queue the repricing of its stones: the answer carries the job's id.
   */
  async update(user: User, id: string, changes: Record<string, unknown>): Promise<SupplierDto> {
    const current = await this.get(id);
    const merged: Record<string, unknown> = { ...current, ...changes };
    for (const key of ['http', 'sftp', 'schedule'] as const)
      if (isRecord(current[key]) && isRecord(changes[key])) merged[key] = { ...current[key], ...changes[key] };
    const checked = checkSupplier(merged);
    if (checked.errors) throw new BadRequestException({ message: checked.message, errors: checked.errors });
    const input = checked.value;
    await this.checkNameAndHost(input, id);
    const markupChanged = !sameJson(current.markup, input.markup);
    if (markupChanged) this.repricing.assertAvailable();
    const saved = await this.suppliers.transaction(async () => {
      const supplier = (await this.suppliers.find(id))!;
      this.apply(supplier, input, openSecretsSafely(supplier.secrets, this.config.feeds.secretKey), user);
      return supplier;
    });
    await this.syncSchedule(saved);
    const answer = await this.present(saved);
    if (!markupChanged) return answer;
    const repricingJobId = await this.repricing.add(id, actorOf(user));
    this.logger.log(`Markup of "${saved.name}" changed by ${user.email}: repricing job ${repricingJobId} queued`);
    return { ...answer, repricingJobId };
  }

  /**
   * Pins an SFTP server's host key as staff confirmed it: the key recorded on first use (Confirm), the
   * different one a server presented (Accept), or one the supplier gave; `null` forgets the pin, so the
   * next connection records the key it meets.
   */
  async setHostKey(user: User, id: string, fingerprint: string | null): Promise<SupplierDto> {
    const supplier = await this.find(id);
    if (supplier.sourceKind !== SourceKind.Sftp)
      throw new BadRequestException({
        message: 'Only an SFTP supplier has a host key',
        errors: { fingerprint: 'Only an SFTP supplier has a host key' },
      });
    if (fingerprint !== null && !HOST_KEY_FINGERPRINT.test(fingerprint)) {
      const message = 'A host key fingerprint as OpenSSH prints it: SHA256: and 43 base64 characters';
      throw new BadRequestException({ message, errors: { fingerprint: message } });
    }
    await this.suppliers.setHostKey(id, fingerprint);
    this.logger.log(
      `Host key of "${supplier.name}" ${fingerprint ? `confirmed as ${fingerprint}` : 'forgotten'} by ${user.email}`,
    );
    return this.get(id);
  }

  async remove(id: string): Promise<SupplierDto> {
    const answer = await this.get(id);
    const offers = await this.suppliers.offerCount(id);
    if (offers)
      throw new ConflictException(
        `This supplier's ${offers.toLocaleString('en-US')} stones are in the catalogue, so it cannot be removed: turn its schedule off instead`,
      );
    await this.suppliers.remove(id);
    await this.schedule.sync([], [id]).catch(() => undefined);
    return answer;
  }

  async defaultMarkup(): Promise<DefaultMarkupStateDto> {
    const { markup, savedAt, savedBy } = await this.suppliers.defaultMarkup();
    return { markup, savedAt: savedAt?.toISOString() ?? null, savedBy };
  }

  /**
   * Saves the shop's default, as saved by `user` (supplier runs using it may publish from now on), and
   * queues the repricing of the stones of suppliers without rules of their own.
   */
  async saveDefaultMarkup(user: User, markup: MarkupRules): Promise<DefaultMarkupStateDto> {
    this.repricing.assertAvailable();
    await this.suppliers.saveDefaultMarkup(markup, user.name || user.email);
    const repricingJobId = await this.repricing.add(null, actorOf(user));
    this.logger.log(`Default markup changed by ${user.email}: repricing job ${repricingJobId} queued`);
    return { ...(await this.defaultMarkup()), repricingJobId };
  }

  /**
   * Sample stones of the supplier (or of those using the default) priced now and under the proposed rules,
   * and the cost and carat staff typed, if any, priced both ways too (no feed needed).
   */
  async previewMarkup(request: MarkupPreviewRequest): Promise<MarkupPreviewDto> {
    const supplierId = request.supplierId ? (await this.find(request.supplierId)).id : null;
    const ids = supplierId ? [supplierId] : await this.suppliers.usingDefaultMarkup();
    const rows = await this.suppliers.samplePrices(ids, request.markup, PREVIEW_SAMPLES);
    const typed = request.typed;
    const priced = typed && (await this.suppliers.priceOf(typed.cost, typed.carat, request.markup, supplierId));
    return {
      samples: rows.map((row) => ({
        stockNumber: row.stock_number,
        carat: row.carat,
        cost: row.cost,
        currentRetail: row.retail,
        retail: row.proposed,
      })),
      typed: typed && priced ? { ...typed, currentRetail: priced.current, retail: priced.proposed } : null,
    };
  }

  private async find(id: string): Promise<Supplier> {
    const supplier = isUuid(id) ? await this.suppliers.find(id) : null;
    if (!supplier) throw new NotFoundException(NOT_FOUND);
    return supplier;
  }

  /** A taken name, or a feed address on a private network (unless FEED_ALLOW_PRIVATE_HOSTS), refuses the save. */
  private async checkNameAndHost(input: SupplierInput, exceptId?: string): Promise<void> {
    const errors: Record<string, string> = {};
    if (await this.suppliers.nameTaken(input.name, exceptId)) errors.name = 'Another supplier has this name';
    const [field, host] = input.http
      ? ['http.url', new URL(input.http.url).hostname.replace(/^\[|\]$/g, '')]
      : input.sftp
        ? ['sftp.host', input.sftp.host.replace(/^\[|\]$/g, '')]
        : [null, null];
    if (field && host) {
      try {
        await assertPublicHost(host, this.config.feeds.allowPrivateHosts);
      } catch (error) {
        if (!(error instanceof FeedFetchError)) throw error;
        errors[field] = error.reason;
      }
    }
    const messages = Object.values(errors);
    if (messages.length) throw new BadRequestException({ message: messages[0], errors });
  }

  /**
   * The input onto the entity; secrets merged with the saved ones (absent keeps, null removes) and sealed
   * with the origin they are for. A saved secret is bound to the scheme, host and port it was entered
   * for: when the address's origin changes, only the secrets typed in this same save are kept (so an
   * https password never follows the address to plain http or to another host). A new SFTP host or port
   * also forgets the pinned host key. Only roles with suppliers:secrets may change what is saved.
   */
  private apply(supplier: Supplier, input: SupplierInput, saved: FeedSecrets, user: User): void {
    const origin = input.http
      ? secretOrigin({ url: input.http.url })
      : input.sftp
        ? secretOrigin({ host: input.sftp.host, port: input.sftp.port })
        : null;
    // Secrets sealed before origins were (no origin inside) belong to the address saved with them.
    const savedOrigin = saved.origin ?? currentOrigin(supplier);
    const kept: FeedSecrets = origin && origin === savedOrigin ? saved : {};
    const merge = (value: string | null | undefined, before: string | undefined) =>
      value === undefined ? before : (value ?? undefined);
    const secrets: FeedSecrets = {
      httpPassword: input.http?.auth === HttpAuth.Basic ? merge(input.http.password, kept.httpPassword) : undefined,
      httpToken: input.http?.auth === HttpAuth.Header ? merge(input.http.token, kept.httpToken) : undefined,
      sftpPassword: input.sftp ? merge(input.sftp.password, kept.sftpPassword) : undefined,
      sftpPrivateKey: input.sftp ? merge(input.sftp.privateKey, kept.sftpPrivateKey) : undefined,
      origin: origin ?? undefined,
    };
    if (
      !mayDo(user.role, Permission.SupplierSecrets) &&
      SECRET_FIELDS.some((field) => (secrets[field] ?? null) !== (saved[field] ?? null))
    )
      throw new ForbiddenException(SECRETS_ARE_THE_OWNERS);
    const hasSecrets = holdsSecret(secrets);
    const sftpOrigin = input.sftp ? origin : null;
    const sameSftpServer =
      sftpOrigin !== null &&
      supplier.sourceKind === SourceKind.Sftp &&
      sftpOrigin === secretOrigin({ host: supplier.sftpHost ?? '', port: supplier.sftpPort ?? 22 });
    if (!sameSftpServer)
      Object.assign(supplier, { sftpHostKey: null, sftpHostKeyConfirmedAt: null, sftpHostKeyPresented: null });
    Object.assign(supplier, {
      name: input.name,
      category: input.category,
      sourceKind: input.sourceKind,
      feedKind: input.feedKind,
      httpUrl: input.http?.url ?? null,
      httpAuth: input.http?.auth ?? HttpAuth.None,
      httpUsername: input.http?.username ?? null,
      httpHeaderName: input.http?.headerName ?? null,
      sftpHost: input.sftp?.host ?? null,
      sftpPort: input.sftp?.port ?? null,
      sftpUsername: input.sftp?.username ?? null,
      sftpPath: input.sftp?.path ?? null,
      secrets: hasSecrets ? sealSecrets(secrets, this.config.feeds.secretKey) : null,
      scheduleKind: input.schedule.kind,
      scheduleHours: input.schedule.hours,
      scheduleCron: input.schedule.cron,
      columnAliases: input.columnAliases,
      markup: input.markup,
      retireLimitPercent: input.retireLimitPercent,
    });
  }

  /** Redis down: the save stands, and the worker's reconcile puts the schedule in place when Redis is back. */
  private async syncSchedule(supplier: Supplier): Promise<void> {
    await this.schedule.sync([supplier]).catch((error: Error) => {
      this.logger.warn(`Schedule of "${supplier.name}" not saved in Redis yet (${error.message}); the worker will`);
    });
  }

  private async present(supplier: Supplier): Promise<SupplierDto> {
    const secrets = openSecretsSafely(supplier.secrets, this.config.feeds.secretKey);
    return {
      id: supplier.id,
      name: supplier.name,
      category: supplier.category,
      sourceKind: supplier.sourceKind,
      feedKind: supplier.feedKind,
      http:
        supplier.sourceKind === SourceKind.Http
          ? {
              url: supplier.httpUrl ?? '',
              auth: supplier.httpAuth,
              username: supplier.httpUsername ?? null,
              headerName: supplier.httpHeaderName ?? null,
              hasPassword: Boolean(secrets.httpPassword),
              hasToken: Boolean(secrets.httpToken),
            }
          : null,
      sftp:
        supplier.sourceKind === SourceKind.Sftp
          ? {
              host: supplier.sftpHost ?? '',
              port: supplier.sftpPort ?? 22,
              username: supplier.sftpUsername ?? '',
              path: supplier.sftpPath ?? '',
              hasPassword: Boolean(secrets.sftpPassword),
              hasPrivateKey: Boolean(secrets.sftpPrivateKey),
              hostKey: supplier.sftpHostKey ?? null,
              hostKeyConfirmedAt: supplier.sftpHostKeyConfirmedAt ?? null,
              presentedHostKey: supplier.sftpHostKeyPresented ?? null,
            }
          : null,
      schedule: {
        kind: supplier.scheduleKind,
        hours: supplier.scheduleHours ?? null,
        cron: supplier.scheduleCron ?? null,
      },
      columnAliases: supplier.columnAliases,
      markup: supplier.markup ?? null,
      retireLimitPercent: supplier.retireLimitPercent,
      liveStones: supplier.liveStones,
      lastRun:
        supplier.lastRunId && supplier.lastRunStatus && supplier.lastRunAt
          ? { id: supplier.lastRunId, status: supplier.lastRunStatus, at: supplier.lastRunAt }
          : null,
      nextRunAt: await this.schedule.nextRunAt(supplier),
      createdAt: supplier.createdAt,
      updatedAt: supplier.updatedAt,
    };
  }
}

/** Which secrets are saved, for the answer's has* flags; unreadable secrets (a changed key) show as none. */
function openSecretsSafely(sealed: string | null | undefined, key: string): FeedSecrets {
  try {
    return openSecrets(sealed, key);
  } catch {
    return {};
  }
}
