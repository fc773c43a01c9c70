import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_ADMIN } from '../../src/config/config.js';
import { Product, ProductType } from '../../src/modules/catalog/entities/product.entity.js';
import { Clock } from '../../src/common/time/clock.js';
import { LeadMailSender } from '../../src/modules/leads/lead-mail-sender.service.js';
import { createAdminAccount } from '../../src/modules/users/users.service.js';
import { UsersRepository } from '../../src/modules/users/users.repository.js';
import type { TestApp } from './test-app.js';

/** A request reference as customers see it (LJ- and six characters without 0, O, 1 or I). */
export const REFERENCE = /^LJ-[2-9A-HJ-NP-Z]{6}$/;

let products = 0;

/** A product of the test's own, orderable unless told otherwise. */
export async function createProduct(shop: TestApp, overrides: Partial<Product> = {}): Promise<Product> {
  products += 1;
  const em = shop.app.get(EntityManager).fork();
  const product = em.create(Product, {
    productType: ProductType.LabGrown,
    stockNumber: `LEAD-${process.pid}-${products}-${Math.random().toString(36).slice(2, 8)}`,
    name: `Lead test stone ${products}`,
    description: 'A stone for the leads tests.',
    price: 2450,
    availability: 'Available',
    mainImage: '/catalog/diamond-round.svg',
    ...overrides,
  });
  await em.flush();
  return product;
}

/** The demo administrator in a database of the test's own (createOwnDatabase makes none). */
export async function createDemoAdmin(shop: TestApp): Promise<void> {
  await createAdminAccount(shop.app.get(UsersRepository), DEMO_ADMIN);
}

/** Makes the server's "now" this instant (until the next call). */
export function setNow(shop: TestApp, iso: string): void {
  const clock = shop.app.get(Clock);
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(iso));
}

export const orderBody = (productId: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ada Lovelace',
  phone: '+44 20 7946 0000',
  email: 'ada@example.com',
  message: 'Is it still available?',
  productId,
  ...overrides,
});

export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Grace Hopper',
  phone: '+1 (555) 010-9999',
  email: 'grace@example.com',
  message: 'Do you resize rings?',
  ...overrides,
});

export const appointmentBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Mary Somerville',
  email: 'mary@example.com',
  phone: '+44 (20) 7946-0958',
  city: 'London',
  state: 'Greater London',
  consultationDateTime: '2026-11-23T14:00:00+00:00',
  assistanceType: 'Engagement Ring',
  budget: 10000,
  additionalDetails: 'Platinum, please.',
  ...overrides,
});

/** Sends the lead e-mails due in the outbox now (those a failure postponed wait for their time). */
export async function drain(shop: TestApp): Promise<void> {
  await shop.app.get(LeadMailSender).drain();
}

/**
 * Sends what the app left in the outbox before it closes, so no later test file (on the shared
 * database) receives this file's lead e-mails in its own mail outbox.
 */
export async function closeAfterRelay(shop: TestApp): Promise<void> {
  await drain(shop);
  await shop.close();
}
