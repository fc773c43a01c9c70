import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fileOf } from '../test-support/fakeXhr';
import { deferred, field } from '../test-support/renderScreen';
import {
  dragOneDown,
  homeContentMocks,
  type ApiAnswer,
  layOutRows,
  renderContentList,
  rowOf,
  rowTitles,
} from './homeContent.test-kit';
import type { HomeContentRecord, HomeContentStats } from './types';

export interface SuiteOptions<R extends HomeContentRecord> {
  List: ComponentType;
  resource: string;
  reorderKey: string;
  /** Three records in staff order; the second one inactive. */
  records: [R, R, R];
  heading: string;
  intro: string;
  addLabel: string;
  addTitle: string;
  saveFailed: string;
  deleteQuestion: string;
  loading: string;
  emptyTitle: string;
  /** Fills the add modal's required fields other than the title and the image. */
  fillRequired: () => void;
}

const stats: HomeContentStats = { total: 13, active: 9, inactive: 4, recentUploads: 2 };

/**
 * What both home content screens do the same way (spec 3 §2.6, §2.7, §4, §5, §8), run against each
 * screen with its own wording, so the shared page is tested through both.
 */
export function describeHomeContentScreen<R extends HomeContentRecord>(options: SuiteOptions<R>) {
  const { List, resource, records } = options;
  const [first, second, third] = records;
  const mocks = homeContentMocks(stats);
  const base = `/api/admin/${resource}`;
  const render = () => renderContentList(resource, List, mocks);

  beforeEach(() => {
    mocks.install();
    mocks.getList.mockResolvedValue({ data: records, total: 3 });
  });

  describe(`${options.heading}: shared layout`, () => {
    jest.setTimeout(20_000);

    test('heading, stat cards and the rows in staff order, 10 a page sorted by order', async () => {
      render();

      expect(screen.getByRole('heading', { name: options.heading })).toBeInTheDocument();
      expect(screen.getByText(options.intro)).toBeInTheDocument();
      await waitFor(() => expect(rowTitles()).toEqual(records.map((record) => record.title)));
      for (const [label, value] of [
        ['Total', '13'],
        ['Active', '9'],
        ['Inactive', '4'],
        ['Recent Uploads', '2'],
      ]) {
        expect(await within(screen.getByRole('group', { name: label })).findByText(value)).toBeInTheDocument();
      }
      expect(mocks.getList).toHaveBeenCalledWith(
        resource,
        expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'order', order: 'ASC' } }),
      );
      expect((await rowOf(second.title)).getByText('Inactive')).toBeInTheDocument();
      expect((await rowOf(first.title)).getByText('Active')).toBeInTheDocument();
      // One page: no pager.
      expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    });

    test('loading, then the empty state', async () => {
      let answer!: (value: { data: R[]; total: number }) => void;
      mocks.getList.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      render();

      expect(await screen.findByText(options.loading)).toBeInTheDocument();
      answer({ data: [], total: 0 });
      expect(await screen.findByText(options.emptyTitle)).toBeInTheDocument();
    });

    test('more than one page: numbered pager', async () => {
      mocks.getList.mockResolvedValue({ data: records, total: 23 });
      render();

      const pages = await screen.findByRole('navigation', { name: 'Pagination' });
      fireEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
      await waitFor(() => expect(mocks.getList.mock.calls.at(-1)![1].pagination).toEqual({ page: 3, perPage: 10 }));
    });

    test('the switch toggles a row, then the list and the stats reload', async () => {
      render();
      const row = await rowOf(second.title);
      const calls = mocks.getList.mock.calls.length;
      const statCalls = mocks.callsTo('GET', `${base}/stats`).length;
      mocks.getList.mockResolvedValue({ data: [first, { ...second, isActive: true }, third], total: 3 });

      fireEvent.click(row.getByRole('switch', { name: `Active: ${second.title}` }));

      await waitFor(() => expect(mocks.callsTo('PUT', `${base}/${second.id}/toggle`)).toHaveLength(1));
      await waitFor(() => expect(mocks.getList.mock.calls.length).toBeGreaterThan(calls));
      await waitFor(() => expect(mocks.callsTo('GET', `${base}/stats`).length).toBeGreaterThan(statCalls));
      expect(await row.findByRole('switch', { name: `Active: ${second.title}` })).toBeChecked();
    });

    test('a refused toggle says so and leaves the row as it was', async () => {
      mocks.api.answer.mockReturnValue({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
      render();

      fireEvent.click((await rowOf(first.title)).getByRole('switch', { name: `Active: ${first.title}` }));

      expect(await screen.findByText('Could not change the status. Please try again.')).toBeInTheDocument();
      expect((await rowOf(first.title)).getByRole('switch', { name: `Active: ${first.title}` })).toBeChecked();
    });

    test('delete asks first, then deletes the row', async () => {
      mocks.deleteOne.mockResolvedValue({ data: third });
      render();

      fireEvent.click((await rowOf(third.title)).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(options.deleteQuestion);
      expect(mocks.deleteOne).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

      await waitFor(() =>
        expect(mocks.deleteOne).toHaveBeenCalledWith(resource, expect.objectContaining({ id: third.id })),
      );
    });

    test('dragging a row moves it at once, then saves order = list index and reloads', async () => {
      layOutRows();
      const reorder = deferred<ApiAnswer>();
      mocks.api.answer.mockImplementation((call) => (call.path.endsWith('/reorder') ? reorder.promise : undefined));
      render();
      await rowOf(first.title);
      const calls = mocks.getList.mock.calls.length;

      await dragOneDown(first.title);

      // Moved before the server has answered.
      await waitFor(() => expect(rowTitles()).toEqual([second.title, first.title, third.title]));
      const [saved] = mocks.callsTo('PUT', `${base}/reorder`);
      expect(JSON.parse(String(saved.body))).toEqual({
        [options.reorderKey]: [
          { id: second.id, order: 0 },
          { id: first.id, order: 1 },
          { id: third.id, order: 2 },
        ],
      });
      mocks.getList.mockResolvedValue({ data: [second, first, third], total: 3 });
      reorder.resolve({ status: 200, body: { updated: 3 } });
      await waitFor(() => expect(mocks.getList.mock.calls.length).toBeGreaterThan(calls));
      expect(rowTitles()).toEqual([second.title, first.title, third.title]);
    });

    test('on page 2 the orders continue from 10', async () => {
      layOutRows();
      mocks.getList.mockResolvedValue({ data: records, total: 13 });
      render();
      fireEvent.click(
        within(await screen.findByRole('navigation', { name: 'Pagination' })).getByRole('button', {
          name: 'Go to page 2',
        }),
      );
      await waitFor(() => expect(mocks.getList.mock.calls.at(-1)![1].pagination).toEqual({ page: 2, perPage: 10 }));
      await rowOf(first.title);

      await dragOneDown(second.title);

      await waitFor(() => expect(mocks.callsTo('PUT', `${base}/reorder`)).toHaveLength(1));
      const [reorder] = mocks.callsTo('PUT', `${base}/reorder`);
      expect(JSON.parse(String(reorder.body))[options.reorderKey]).toEqual([
        { id: first.id, order: 10 },
        { id: third.id, order: 11 },
        { id: second.id, order: 12 },
      ]);
    });

    test('when saving the order fails the list is reloaded and shows the stored order', async () => {
      layOutRows();
      mocks.api.answer.mockImplementation((call) =>
        call.path.endsWith('/reorder') ? { status: 500, body: { message: 'Boom' } } : undefined,
      );
      render();
      await rowOf(first.title);
      const calls = mocks.getList.mock.calls.length;

      await dragOneDown(first.title);

      await waitFor(() => expect(mocks.callsTo('PUT', `${base}/reorder`)).toHaveLength(1));
      await waitFor(() => expect(mocks.getList.mock.calls.length).toBeGreaterThan(calls));
      await waitFor(() => expect(rowTitles()).toEqual(records.map((record) => record.title)));
    });

    test('add: required messages, file checks, and errors clear when their field is edited', async () => {
      render();
      await rowOf(first.title);
      fireEvent.click(screen.getByRole('button', { name: options.addLabel }));
      const dialog = within(await screen.findByRole('dialog', { name: options.addTitle }));

      fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
      expect(await dialog.findByText('Title is required')).toBeInTheDocument();
      expect(dialog.getByText('Image is required')).toBeInTheDocument();

      fireEvent.change(field('Title'), { target: { value: 'New one' } });
      expect(dialog.queryByText('Title is required')).not.toBeInTheDocument();

      const fileInput = screen.getByTestId('image-file');
      fireEvent.change(fileInput, { target: { files: [fileOf('notes.txt', 'text/plain')] } });
      expect(await dialog.findByText('Please select an image file')).toBeInTheDocument();
      fireEvent.change(fileInput, { target: { files: [fileOf('logo.svg', 'image/svg+xml')] } });
      expect(await dialog.findByText('Please select an image file')).toBeInTheDocument();
      fireEvent.change(fileInput, { target: { files: [fileOf('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)] } });
      expect(await dialog.findByText('Image size should be less than 10MB')).toBeInTheDocument();
      expect(dialog.queryByRole('img', { name: 'Image preview' })).not.toBeInTheDocument();

      fireEvent.change(fileInput, { target: { files: [fileOf('ring.jpg', 'image/jpeg')] } });
      await waitFor(() => expect(dialog.queryByText('Image size should be less than 10MB')).not.toBeInTheDocument());
      expect(dialog.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:chosen-image');
      expect(dialog.getByText('ring.jpg')).toBeInTheDocument();
      expect(mocks.callsTo('POST', base)).toHaveLength(0);
    });

    test('a refused save shows the server message in the modal, its field errors on the fields', async () => {
      mocks.api.answer.mockReturnValue({
        status: 400,
        body: { statusCode: 400, message: 'Please fix the validation errors', errors: { title: 'Title is too long' } },
      });
      render();
      await rowOf(first.title);
      fireEvent.click(screen.getByRole('button', { name: options.addLabel }));
      const dialog = within(await screen.findByRole('dialog', { name: options.addTitle }));
      fireEvent.change(field('Title'), { target: { value: 'x'.repeat(300) } });
      options.fillRequired();
      fireEvent.change(screen.getByTestId('image-file'), { target: { files: [fileOf('ring.jpg', 'image/jpeg')] } });
      fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

      expect(await dialog.findByText('Please fix the validation errors')).toBeInTheDocument();
      expect(dialog.getByText('Title is too long')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: options.addTitle })).toBeInTheDocument();
    });

    test(`a save failing without a message shows '${options.saveFailed}'`, async () => {
      mocks.api.answer.mockReturnValue('network-error');
      render();
      fireEvent.click((await rowOf(first.title)).getByRole('button', { name: 'Edit' }));
      const dialog = within(await screen.findByRole('dialog'));
      fireEvent.click(dialog.getByRole('button', { name: 'Update' }));

      expect(await dialog.findByText(options.saveFailed)).toBeInTheDocument();
    });

    test('the modal starts clean each time it opens', async () => {
      render();
      await rowOf(first.title);
      fireEvent.click(screen.getByRole('button', { name: options.addLabel }));
      const dialog = within(await screen.findByRole('dialog', { name: options.addTitle }));
      fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
      expect(await dialog.findByText('Title is required')).toBeInTheDocument();
      fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      fireEvent.click(screen.getByRole('button', { name: options.addLabel }));
      const again = within(await screen.findByRole('dialog', { name: options.addTitle }));
      expect(again.queryByText('Title is required')).not.toBeInTheDocument();
      expect(field('Title')).toHaveValue('');
    });
  });
}
