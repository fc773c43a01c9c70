// Test support: a fake XMLHttpRequest for the upload widgets and the bulk upload page.

export type Answer = { status: number; body: unknown } | 'network-error' | 'pending';

/** XMLHttpRequest for upload tests (fetch has no upload progress), answered by `FakeXhr.answer` ('pending': the test answers it). */
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

/** Replaces XMLHttpRequest; every request gets `answer` (201 with an empty body by default) unless a test sets `FakeXhr.answer`. */
export function installFakeXhr(answer: (request: FakeXhr) => Answer = () => ({ status: 201, body: {} })) {
  FakeXhr.requests = [];
  FakeXhr.answer = answer;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}

export function removeFakeXhr() {
  globalThis.XMLHttpRequest = realXhr;
}

export const fileOf = (name: string, type = 'image/png', size = 100) =>
  new File([new Uint8Array(size)], name, { type });
