import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Where the e2e server writes e-mails (it runs without SMTP_URL), so tests can open them. */
export const E2E_OUTBOX = '.data/e2e-outbox';

/** The newest e-mail written after `since` holding every one of `parts` (e.g. its subject and a reference), decoded enough to read links. */
export async function latestMailWith(parts: string[], since: number): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        if (!existsSync(E2E_OUTBOX)) return '';
        const files = readdirSync(E2E_OUTBOX)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => join(E2E_OUTBOX, name))
          .filter((file) => statSync(file).mtimeMs >= since)
          .sort();
        found =
          files
            .map((file) => readFileSync(file, 'utf8'))
            .reverse()
            // Quoted-printable soft line breaks would split a link or a line looked for.
            .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
            .find((mail) => parts.every((part) => mail.includes(part))) ?? '';
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return found;
}
