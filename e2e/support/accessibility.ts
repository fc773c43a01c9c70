import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts that block a launch (issue 16): minor and moderate findings are left to review. */
const BLOCKING_IMPACTS = ['serious', 'critical'];

/**
 * axe-core's serious and critical violations on the page as it is now, one line each: the rule, what it
 * asks for, and the elements (CSS targets) that break it.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of opening a second page to merge per-frame results:
  // several times faster, and our pages frame nothing of ours. Only violations are gathered, not passes.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 6);
      const more =
        violation.nodes.length > targets.length ? ` and ${violation.nodes.length - targets.length} more` : '';
      return `axe ${violation.impact} ${violation.id}: ${violation.help} — ${targets.join(' | ')}${more}`;
    });
}
