import { Injectable } from '@nestjs/common';
import type { AuditActor } from '../../catalog/index.js';
import { StockRepository } from '../stock/stock.repository.js';
import { OffersRepository, type OfferWriteCounts } from './offers.repository.js';
import { settle } from './settle.js';

/** Certificates settled per statement: a batch's worth, so a reprice of 100,000 stones stays in bounded memory. */
const SETTLE_CHUNK = 2000;

/**
 * A supplier's offers and the storefront products they show: what a feed run and a markup change
 * write, each inside the caller's transaction() so the catalogue moves in whole steps.
 */
@Injectable()
export class SupplierOffers {
  constructor(
    private readonly offers: OffersRepository,
    private readonly products: StockRepository,
  ) {}

  /** Runs `work` in one transaction, which the offers' and products' writes inside it join. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.offers.transaction(work);
  }

  /** A run's staged batch (inventory_staging): the supplier's offers, then the certificates they belong to. */
  async mergeStaged(supplierId: string, runId: string, batch: number, actor: AuditActor): Promise<OfferWriteCounts> {
    const { keys, ...counts } = await this.offers.upsertStaged(supplierId, runId, batch);
    await this.settle(keys, actor, 'import');
    return counts;
  }

  /** A full feed's stones the run did not list, of the supplier's live offers. */
  missingFrom(supplierId: string, runId: string): Promise<{ missing: number; live: number }> {
    return this.offers.missingFrom(supplierId, runId);
  }

  /**
   * Retires a full feed's unlisted stones, in one transaction (the caller's, if open); another supplier's
   * offer of a certificate takes its place.
   */
  retireMissing(supplierId: string, runId: string, actor: AuditActor): Promise<number> {
    return this.transaction(async () => {
      const keys = await this.offers.retireMissing(supplierId, runId);
      await this.settle([...new Set(keys)], actor, 'import');
      return keys.length;
    });
  }

  /** A repricing chunk's certificates (their offers changed price): what each shows now. */
  settleRepriced(keys: string[], actor: AuditActor): Promise<void> {
    return this.settle(keys, actor, 'reprice');
  }

  /** Writes what each certificate shows now (see settle.ts). */
  private async settle(keys: string[], actor: AuditActor, action: 'import' | 'reprice') {
    for (let start = 0; start < keys.length; start += SETTLE_CHUNK) {
      const { writes, prices, retire, links } = settle(
        await this.offers.certificates(keys.slice(start, start + SETTLE_CHUNK), action === 'reprice'),
      );
      await this.products.upsertSupplied(writes, actor, action);
      await this.products.reprice(prices, actor);
      for (const [productType, ids] of retire) await this.products.retireProducts(productType, ids, actor);
      await this.offers.link(links);
    }
  }
}
