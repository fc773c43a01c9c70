// Test support for the media widgets' tests (not used by the console itself).
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { AdminContext, Form, FormDataConsumer, TestMemoryRouter, defaultI18nProvider, memoryStore, testDataProvider } from 'react-admin';
import type { StoredMedia } from './uploadMedia';

type Answer = { status: number; body: unknown } | 'network-error' | 'pending';

export const storedMedia = (name: string): StoredMedia => ({
  url: `http://shop.test/media/ab/${name}`,
  path: `/media/ab/${name}`,
  kind: 'image',
  contentType: 'image/png',
  size: 100,
});

/** The XMLHttpRequest that uploadMedia uses, answered by `FakeXhr.answer` ('pending': the test answers it). */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  static answer: (request: FakeXhr) => Answer;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body?: FormData;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
    const answer = FakeXhr.answer(this);
    if (answer !== 'pending') setTimeout(() => this.settle(answer));
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  get file() {
    return this.body?.get('file') as File;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  settle(answer: Exclude<Answer, 'pending'>) {
    if (answer === 'network-error') return this.onerror?.();
    this.status = answer.status;
    this.responseText = JSON.stringify(answer.body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;

/** Every upload succeeds with `/media/ab/<file name>` unless a test sets `FakeXhr.answer`. */
export function installFakeXhr() {
  FakeXhr.requests = [];
  FakeXhr.answer = (request) => ({ status: 201, body: storedMedia(request.file.name) });
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}

export function removeFakeXhr() {
  globalThis.XMLHttpRequest = realXhr;
}

export const refusal = (message: string) => ({ status: 400, body: { statusCode: 400, message, errors: { file: message } } });

export const fileOf = (name: string, type = 'image/png', size = 100) => new File([new Uint8Array(size)], name, { type });

/** Renders `input` in a react-admin Form (with a Save button) and the form's values as JSON. */
export function renderInForm(input: ReactElement, record?: Record<string, unknown>) {
  return render(
    <TestMemoryRouter>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <Form record={record} onSubmit={() => undefined}>
          {input}
          <FormDataConsumer>{({ formData }) => <output data-testid="form-values">{JSON.stringify(formData)}</output>}</FormDataConsumer>
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
