import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { FakeXhr, fileOf, installFakeXhr, removeFakeXhr } from '../test-support/fakeXhr';
import { checkImportFile, startImport, type ImportRequest } from './importApi';

const MB = 1024 * 1024;

test('checkImportFile: CSV by type or name, at most 100 MB', () => {
  expect(checkImportFile(fileOf('a.csv', 'text/csv'))).toBeUndefined();
  expect(checkImportFile(fileOf('A.CSV', ''))).toBeUndefined();
  expect(checkImportFile(fileOf('export', 'text/csv'))).toBeUndefined();
  expect(checkImportFile(fileOf('a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'))).toBe(
    'Please select a valid CSV file',
  );
  const big = fileOf('big.csv', 'text/csv');
  Object.defineProperty(big, 'size', { value: 100 * MB + 1 });
  expect(checkImportFile(big)).toBe('The file is larger than 100 MB');
});

describe('startImport', () => {
  const request: ImportRequest = {
    file: fileOf('a.csv', 'text/csv'),
    category: 'jewelry',
    mode: 'upsert',
    dryRun: false,
  };
  beforeEach(installFakeXhr);
  afterEach(removeFakeXhr);

  test('a refusal rejects with the field’s message, else the message, with the status', async () => {
    FakeXhr.answer = () => ({
      status: 400,
      body: { statusCode: 400, message: 'Bad Request', errors: { category: 'Please select a category and CSV file' } },
    });
    await expect(startImport(request, () => undefined)).rejects.toMatchObject({
      status: 400,
      message: 'Please select a category and CSV file',
    });
    FakeXhr.answer = () => ({ status: 413, body: { statusCode: 413, message: 'The file is larger than 100 MB' } });
    await expect(startImport(request, () => undefined)).rejects.toMatchObject({
      status: 413,
      message: 'The file is larger than 100 MB',
    });
    FakeXhr.answer = () => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
    await expect(startImport(request, () => undefined)).rejects.toMatchObject({ status: 401 });
    FakeXhr.answer = () => ({ status: 502, body: undefined });
    await expect(startImport(request, () => undefined)).rejects.toThrow('Upload failed');
  });

  test('the signal aborts the request', async () => {
    FakeXhr.answer = () => 'pending';
    const controller = new AbortController();
    const answer = startImport(request, () => undefined, controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.requests[0].aborted).toBe(true);
  });
});
