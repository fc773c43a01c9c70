import { AsyncLocalStorage } from 'node:async_hooks';
import { EntityManager, TransactionContext } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The unit of work of the `transaction()` a call runs in, if any (its repositories share it). */
const unitOfWork = new AsyncLocalStorage<EntityManager>();

/**
 * What every repository extends. Repositories are the only code that reaches the database
 * (eslint/database-access.js); services hold the rules and call them.
 *
 * `db` is the unit of work a call uses: inside `transaction()`, that transaction's, so every repository
 * called there joins it and shares its identity map; else a fresh one per call (no identity map
 * outlives a call, as workers and timers run outside any request). A fresh one still runs in an
 * enclosing database transaction when there is one (`enclose`, the audit trail's around a staff
 * write), so what the call writes commits or rolls back with it.
 *
 * Decorated so its constructor's parameter (the EntityManager) is recorded: a repository that adds no
 * constructor of its own inherits it and Nest injects it.
 */
@Injectable()
export abstract class Repository {
  constructor(protected readonly em: EntityManager) {}

  protected get db(): EntityManager {
    return unitOfWork.getStore() ?? this.fresh();
  }

  /**
   * Runs `work` in one transaction that every repository call inside it joins (nested calls join the
   * open one). Entities loaded inside and changed are written when `work` resolves; nothing is written
   * when it throws. Inside an enclosing transaction it is a savepoint of it.
   */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    if (unitOfWork.getStore()) return work();
    return this.fresh().transactional((tx) => unitOfWork.run(tx, work));
  }

  /**
   * Runs `work` inside one database transaction without sharing a unit of work: each call inside
   * behaves as it would alone (its own identity map, its own `transaction()`), but nothing commits
   * until `work` resolves, and nothing at all when it throws.
   */
  protected enclose<T>(work: () => Promise<T>): Promise<T> {
    return this.fresh().transactional(() => work());
  }

  /** A unit of work of its own, on the enclosing transaction's connection if there is one. */
  private fresh(): EntityManager {
    const enclosing = TransactionContext.getEntityManager(this.em.name) as EntityManager | undefined;
    return enclosing ? enclosing.fork({ keepTransactionContext: true, clear: true }) : this.em.fork();
  }
}
