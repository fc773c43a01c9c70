// Test support for the media widgets' tests (not used by the console itself).
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  Form,
  FormDataConsumer,
  TestMemoryRouter,
  defaultI18nProvider,
  memoryStore,
  testDataProvider,
} from 'react-admin';
import { installFakeXhr } from '../../test-support/fakeXhr';
import type { StoredMedia } from './uploadMedia';

export { FakeXhr, fileOf, removeFakeXhr } from '../../test-support/fakeXhr';

export const storedMedia = (name: string): StoredMedia => ({
  url: `http://shop.test/media/ab/${name}`,
  path: `/media/ab/${name}`,
  kind: 'image',
  contentType: 'image/png',
  size: 100,
});

/** Every upload succeeds with `/media/ab/<file name>` unless a test sets `FakeXhr.answer`. */
export const installMediaXhr = () =>
  installFakeXhr((request) => ({ status: 201, body: storedMedia(request.file.name) }));

export const refusal = (message: string) => ({
  status: 400,
  body: { statusCode: 400, message, errors: { file: message } },
});

/** Renders `input` in a react-admin Form (with a Save button) and the form's values as JSON. */
export function renderInForm(input: ReactElement, record?: Record<string, unknown>) {
  return render(
    <TestMemoryRouter>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <Form record={record} onSubmit={() => undefined}>
          {input}
          <FormDataConsumer>
            {({ formData }) => <output data-testid="form-values">{JSON.stringify(formData)}</output>}
          </FormDataConsumer>
          <button type="submit">Save</button>
        </Form>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** The form's current value at a dotted `source`. */
export function formValue(source: string): unknown {
  const values: unknown = JSON.parse(screen.getByTestId('form-values').textContent ?? '{}');
  return source.split('.').reduce((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);
}
