import type { SuppliersRepository } from './suppliers.repository.js';

/** Who the demo shop's default markup reads as saved by. */
export const DEMO_MARKUP_SAVED_BY = 'Demo data';

/**
 * The demo shop starts with its default markup saved (as it is: 0 %, whole dollars), so feeds tried on the
 * demo publish at once; a real shop's first run waits for staff to save theirs. Staff's own save is kept.
 */
export function loadDemoMarkup(suppliers: SuppliersRepository): Promise<void> {
  return suppliers.markDefaultMarkupSaved(DEMO_MARKUP_SAVED_BY);
}
