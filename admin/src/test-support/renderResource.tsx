import { jest } from '@jest/globals';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  defaultI18nProvider,
  memoryStore,
  testDataProvider,
  type DataProvider,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetOneParams,
  type GetOneResult,
  type UpdateParams,
  type UpdateResult,
  type AuthProvider,
} from 'react-admin';
import type { LeadOrigins } from '../dataProvider';

/** Data provider mocks for a list screen; each test sets their answers. */
export function leadMocks() {
  const getList = jest.fn<(resource: string, params: GetListParams) => Promise<GetListResult>>();
  const getOne = jest.fn<(resource: string, params: GetOneParams) => Promise<GetOneResult>>();
  const update = jest.fn<(resource: string, params: UpdateParams) => Promise<UpdateResult>>();
  const deleteOne = jest.fn<(resource: string, params: DeleteParams) => Promise<DeleteResult>>();
  // The lists' Partner Site filter asks for its choices; none unless a test says otherwise.
  const getLeadOrigins = jest.fn<() => Promise<LeadOrigins>>().mockResolvedValue({ data: [] });
  // react-admin's methods are generic over the record type; these mocks answer one resource.
  const dataProvider = testDataProvider({
    getList,
    getOne,
    update,
    delete: deleteOne,
    getLeadOrigins,
  } as Partial<DataProvider>);
  return { getList, getOne, update, deleteOne, getLeadOrigins, dataProvider };
}

/** GET /api/shop answers this zone; every other fetch (the CSV export) goes to `other`. */
export function mockFetch(timeZone: string, other?: (url: string, init?: RequestInit) => Response) {
  const fetchMock = jest.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/shop') return Response.json({ timeZone });
    if (other) return other(url, init);
    throw new Error(`unexpected fetch ${url}`);
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/**
 * The list at `/<resource>`, or at `path` (an address with its own ?filter=...), as the signed-in role sees it
 * (`authProvider`, e.g. roleAuthProvider; without one everything is allowed).
 */
export function renderList(
  resource: string,
  List: ComponentType,
  dataProvider: DataProvider,
  path = `/${resource}`,
  authProvider?: AuthProvider,
) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={defaultI18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value={resource}>
          <List />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/**
 * The list where a staff e-mail's link lands, `/<resource>/<id>` (the resource's `edit` route, as
 * App.tsx registers it), and the list's own address beside it, so closing can go back.
 */
export function renderRecordAddress(resource: string, List: ComponentType, dataProvider: DataProvider, id: string) {
  return render(
    <TestMemoryRouter initialEntries={[`/${resource}/${id}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={`/${resource}`} element={<List />} />
            <Route path={`/${resource}/:id`} element={<List />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
