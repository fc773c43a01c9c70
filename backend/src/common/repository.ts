import { EntityManager, TransactionContext } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * What every repository extends. Repositories are the only code that reaches the database
 * (eslint/database-access.js); services hold the rules and call them.
 *
 * `db` is the unit of work a call uses: the open transaction's when there is one, so every repository
 * called inside `transaction()` joins it and shares its identity map, else a fresh one per call (no
 * identity map outlives a call, as workers and timers run outside any request).
 *
 * Decorated so its constructor's parameter (the EntityManager) is recorded: a repository that adds no
 * constructor of its own inherits it and Nest injects it.
 */
@Injectable()
export abstract class Repository {
  constructor(protected readonly em: EntityManager) {}

  protected get db(): EntityManager {
    return (TransactionContext.getEntityManager(this.em.name) as EntityManager | undefined) ?? this.em.fork();
  }

  /**
   * Runs `work` in one transaction that every repository call inside it joins (nested calls join the
   * open one). Entities loaded inside and changed are written when `work` resolves; nothing is written
   * when it throws.
   */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    if (TransactionContext.getEntityManager(this.em.name)) return work();
    return this.em.fork().transactional(() => work());
  }
}
