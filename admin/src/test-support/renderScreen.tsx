import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AdminContext, Notification, TestMemoryRouter, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18nProvider';

/** The marker the products list route shows, so a test can tell the app navigated there. */
export const PRODUCTS_PAGE = 'Products list page';

/**
 * Renders `ui` at `path` inside the console's contexts (its i18n, so toasts read as the spec words
 * them), with toasts and a stand-in `/products` route; `location()` is the current path.
 */
export function renderScreen(ui: ReactElement, dataProvider: DataProvider, path = '/products/create') {
  let pathname = path;
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (pathname = location.pathname)}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '/products' && <Route path="/products" element={<p>{PRODUCTS_PAGE}</p>} />}
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { location: () => pathname };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its label; required labels end with ' *', and anchoring keeps 'Price' from matching 'Total Price'. */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${literal(label)}( \\*)?$`));
/** The MUI select labelled `label`. */
export const select = (label: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${literal(label)}( \\*)?$`) });

/** A promise the test settles itself (for what a screen shows while a request is pending). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
