import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuditActor } from '../../catalog/index.js';
import { StockRepository } from '../stock/stock.repository.js';
import { OffersRepository, type OfferWriteCounts } from './offers.repository.js';
import { settle } from './settle.js';

/** Certificates settled per statement: a batch's worth, so a reprice of 100,000 stones stays in bounded memory. */
const SETTLE_CHUNK = 2000;

/**
 * A supplier's offers and the storefront products they show: what a feed run and a markup change
 * write, each in the caller's transaction so the catalogue moves in whole steps.
 */
@Injectable()
export class SupplierOffers {
  private readonly offers = new OffersRepository();
  private readonly products: StockRepository;

  constructor(private readonly em: EntityManager) {
    this.products = new StockRepository(em);
  }

  /** Runs `work` in a transaction of its own. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  /** A run's staged batch (inventory_staging): the supplier's offers, then the certificates they belong to. */
  async mergeStaged(
    tx: EntityManager,
    supplierId: string,
    runId: string,
    batch: number,
    actor: AuditActor,
  ): Promise<OfferWriteCounts> {
    const { keys, ...counts } = await this.offers.upsertStaged(tx, supplierId, runId, batch);
    await this.settle(tx, keys, actor, 'import');
    return counts;
  }

  /** A full feed's stones the run did not list, of the supplier's live offers. */
  missingFrom(tx: EntityManager, supplierId: string, runId: string): Promise<{ missing: number; live: number }> {
    return this.offers.missingFrom(tx, supplierId, runId);
  }

  /** Retires a full feed's unlisted stones; another supplier's offer of a certificate takes its place. */
  async retireMissing(tx: EntityManager, supplierId: string, runId: string, actor: AuditActor): Promise<number> {
    const keys = await this.offers.retireMissing(tx, supplierId, runId);
    await this.settle(tx, [...new Set(keys)], actor, 'import');
    return keys.length;
  }

  /** A repricing chunk's certificates (their offers changed price): what each shows now. */
  settleRepriced(tx: EntityManager, keys: string[], actor: AuditActor): Promise<void> {
    return this.settle(tx, keys, actor, 'reprice');
  }

  /** Writes what each certificate shows now (see settle.ts). */
  private async settle(tx: EntityManager, keys: string[], actor: AuditActor, action: 'import' | 'reprice') {
    for (let start = 0; start < keys.length; start += SETTLE_CHUNK) {
      const { writes, prices, retire, links } = settle(
        await this.offers.certificates(tx, keys.slice(start, start + SETTLE_CHUNK), action === 'reprice'),
      );
      await this.products.upsertSupplied(tx, writes, actor, action);
      await this.products.reprice(tx, prices, actor);
      for (const [productType, ids] of retire) await this.products.retireProducts(tx, productType, ids, actor);
      await this.offers.link(tx, links);
    }
  }
}
