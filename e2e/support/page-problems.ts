import type { Page } from '@playwright/test';
import { isDeadPicture } from './dead-pictures';

export interface PageProblemOptions {
  /**
   * The status the page's own document may answer with (the not-found page answers 404 once the server
   * knows the path is unknown); every other answer of 400 or more is a problem.
   */
  documentStatus?: number;
}

/**
 * Records what a visitor's browser reports as broken while the page is open: console errors, uncaught
 * exceptions, requests that fail and answers of 400 or more. `take()` hands over what was seen since the
 * last call, so one watcher serves a page visited several times. The dead pictures (dead-pictures.ts) fail
 * on purpose: a page showing them is judged on the placeholder it shows instead.
 */
export function watchPageProblems(page: Page, { documentStatus }: PageProblemOptions = {}) {
  let problems: string[] = [];

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // A resource that failed is reported below with its method, address and status; its console echo adds nothing.
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Leaving a page (the next width's visit) cancels what it was still loading: not a failure of the page.
    if (reason === 'net::ERR_ABORTED' || isDeadPicture(request.url())) return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400 || isDeadPicture(response.url())) return;
    if (status === documentStatus && response.request().isNavigationRequest()) return;
    problems.push(`HTTP ${status}: ${response.request().method()} ${response.url()}`);
  });

  return {
    take(): string[] {
      const seen = problems;
      problems = [];
      return seen;
    },
  };
}
