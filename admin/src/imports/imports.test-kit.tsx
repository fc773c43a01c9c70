// Test support for the imports screens' tests (not used by the console itself).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  memoryStore,
  type DataProvider,
} from 'react-admin';
import { customMethods } from '../dataProvider';
import { i18nProvider } from '../i18nProvider';
import type { ImportRecord } from './types';

export const importRecord = (fields: Partial<ImportRecord> = {}): ImportRecord => ({
  id: 'imp-1',
  fileName: 'march-stock.csv',
  category: 'lab-grown',
  mode: 'upsert',
  dryRun: false,
  status: 'done',
  progress: 100,
  totalItems: 15,
  createdCount: 8,
  updatedCount: 4,
  successCount: 12,
  failedCount: 3,
  unavailableCount: 0,
  failedItems: [],
  error: null,
  retryable: false,
  actor: { id: 'a-1', name: 'Ada Stone', email: 'ada@shop.test' },
  createdAt: '2026-03-02T15:04:00.000Z',
  startedAt: '2026-03-02T15:04:01.000Z',
  finishedAt: '2026-03-02T15:04:09.000Z',
  supplierId: null,
  supplierName: null,
  trigger: 'upload',
  bytesFetched: null,
  retiredCount: 0,
  priceUpCount: 0,
  priceDownCount: 0,
  heldReason: null,
  heldFor: null,
  durationMs: 8000,
  ...fields,
});

/**
 * Renders `screen` at `entry` among stand-ins for the other imports routes, with the console's i18n
 * and short-lived toasts (so a second toast shows soon); `location()` is the current path. The
 * console's own methods (upload, retry) are the real ones, over the test's fetch and XHR mocks.
 */
export function renderImports(
  screen: ReactElement,
  route: string,
  entry: string | { pathname: string; state: unknown },
  dataProvider: DataProvider,
) {
  let pathname = typeof entry === 'string' ? entry : entry.pathname;
  render(
    <TestMemoryRouter initialEntries={[entry]} locationCallback={(location) => (pathname = location.pathname)}>
      <AdminContext
        dataProvider={{ ...customMethods, ...dataProvider }}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="imports">
          <Routes>
            <Route path={route} element={screen} />
            {['/imports', '/imports/create', '/imports/:id/show']
              .filter((path) => path !== route)
              .map((path) => (
                <Route key={path} path={path} element={<p>Stand-in for {path}</p>} />
              ))}
          </Routes>
        </ResourceContextProvider>
        <Notification autoHideDuration={300} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { location: () => pathname };
}
