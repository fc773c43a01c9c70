import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetShopTimeZone } from '../leads/shopTime';
import { field } from '../test-support/renderScreen';
import { setScreenWidth } from '../test-support/screenWidth';
import { roleAuthProvider } from '../test-support/staffRoles';
import SupplierEdit from './SupplierEdit';
import { listAnswer, renderSupplierScreen, routeFetch, supplierRecord } from './suppliers.test-kit';
import type { SftpSource, Supplier } from './types';

jest.setTimeout(30_000);

beforeEach(() => forgetShopTimeZone());

// Issue 27, points 7 and 8 in the console: a saved secret stays with its address, an SFTP host key is pinned.

const FP1 = 'SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8';
const FP2 = 'SHA256:Yx0q3VhZQ9mBqYzZl1tq2n0e8k5oQhYtG3cQx7bLr4E';

const sftpSupplier = (sftp: Partial<SftpSource> = {}) =>
  supplierRecord({
    sourceKind: 'sftp',
    http: null,
    sftp: {
      host: 'sftp.supplier.example',
      port: 22,
      username: 'feeds',
      path: '/out/feed.csv',
      hasPassword: true,
      hasPrivateKey: false,
      hostKey: FP1,
      hostKeyConfirmedAt: null,
      presentedHostKey: null,
      ...sftp,
    } as NonNullable<Supplier['sftp']>,
  });

const renderEdit = () => renderSupplierScreen(<SupplierEdit />, '/suppliers/:id', '/suppliers/sup-1');
const hostKeySection = async () => screen.findByRole('region', { name: 'Server host key' });

describe('SFTP host key (Source tab)', () => {
  test('a key recorded on first use is shown whole at 360 px, and Confirm posts that fingerprint', async () => {
    setScreenWidth(360);
    let current = sftpSupplier();
    const { sent } = routeFetch({
      'GET /api/admin/suppliers/sup-1': () => ({ body: current }),
      'GET /api/admin/imports': listAnswer('imports', []),
      'POST /api/admin/suppliers/sup-1/host-key': ({ body }) => {
        const { fingerprint } = body as { fingerprint: string };
        current = sftpSupplier({ hostKey: fingerprint, hostKeyConfirmedAt: '2026-11-29T03:00:00.000Z' });
        return { status: 201, body: current };
      },
    });
    renderEdit();

    const section = await hostKeySection();
    expect(within(section).getByText(FP1)).toBeInTheDocument();
    expect(within(section).getByText(/not confirmed yet: check it with the supplier/)).toBeInTheDocument();
    // Named by its visible words on a phone too (a plain text button, not react-admin's icon-only one).
    fireEvent.click(within(section).getByRole('button', { name: 'Confirm host key' }));
    expect(await screen.findByText('Host key confirmed')).toBeInTheDocument();
    expect(sent().filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/suppliers/sup-1/host-key', body: { fingerprint: FP1 } },
    ]);
    await waitFor(() => expect(within(section).getByText(/^Confirmed /)).toBeInTheDocument());
    expect(within(section).queryByRole('button', { name: 'Confirm host key' })).not.toBeInTheDocument();
  });

  test('a different key the server presented is shown beside the pinned one; Accept pins it, Forget sends null', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: sftpSupplier({ presentedHostKey: FP2 }) },
      'GET /api/admin/imports': listAnswer('imports', []),
      'POST /api/admin/suppliers/sup-1/host-key': ({ body }) => ({ status: 201, body: sftpSupplier(body as object) }),
    });
    renderEdit();

    const section = await hostKeySection();
    expect(within(section).getByText(FP1)).toBeInTheDocument();
    const warning = within(section).getByRole('alert');
    expect(within(warning).getByText(FP2)).toBeInTheDocument();
    expect(warning).toHaveTextContent('Accept it only if the supplier confirms it changed its server.');

    fireEvent.click(within(section).getByRole('button', { name: 'Accept new key' }));
    expect(await screen.findByText('New host key accepted')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Forget host key' }));
    expect(await screen.findByText('Host key forgotten')).toBeInTheDocument();
    expect(
      sent()
        .filter((request) => request.method === 'POST')
        .map((request) => request.body),
    ).toEqual([{ fingerprint: FP2 }, { fingerprint: null }]);
  });

  test('a new host in the form warns that saving forgets the key and the saved secrets; the key is never sent in a save', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: sftpSupplier() },
      'GET /api/admin/imports': listAnswer('imports', []),
      'PUT /api/admin/suppliers/sup-1': { body: sftpSupplier({ host: 'other.example', hostKey: null }) },
    });
    renderEdit();
    const section = await hostKeySection();
    expect(within(section).queryByText(/Saving a new host or port forgets this key/)).not.toBeInTheDocument();
    fireEvent.change(field('Host'), { target: { value: 'other.example' } });
    expect(within(section).getByText(/Saving a new host or port forgets this key/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Supplier saved');
    const put = sent().find((request) => request.method === 'PUT')!.body as { sftp: Record<string, unknown> };
    expect(put.sftp).toEqual({ host: 'other.example', port: 22, username: 'feeds', path: '/out/feed.csv' });
  });
});

describe('a saved password and a new feed address', () => {
  const httpSupplier = supplierRecord({
    http: {
      url: 'https://feeds.example/lab.csv',
      auth: 'basic',
      username: 'shop',
      headerName: null,
      hasPassword: true,
      hasToken: false,
    },
  });

  test('another path keeps it; another host or plain http says it will not be sent there unless typed again', async () => {
    routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: httpSupplier },
      'GET /api/admin/imports': listAnswer('imports', []),
    });
    renderEdit();
    await screen.findByText('A password is saved — type to replace, or Remove.');
    const warning = /A new scheme, host or port: the saved password is not sent there/;

    fireEvent.change(field('Feed URL'), { target: { value: 'https://feeds.example:443/other.csv' } });
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    fireEvent.change(field('Feed URL'), { target: { value: 'http://feeds.example/lab.csv' } });
    expect(screen.getByRole('status')).toHaveTextContent(warning);
    fireEvent.change(field('Feed URL'), { target: { value: 'https://elsewhere.example/lab.csv' } });
    expect(screen.getByText(warning)).toBeInTheDocument();
    fireEvent.change(field('Password'), { target: { value: 'typed-again' } });
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());
  });
});

describe('a role without supplier secrets (Manager, Catalogue)', () => {
  test('sees whether secrets are saved and the host key, changes neither, and a save sends no secret', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: sftpSupplier({ hasPrivateKey: true }) },
      'GET /api/admin/imports': listAnswer('imports', []),
      'PUT /api/admin/suppliers/sup-1': { body: sftpSupplier({ username: 'other' }) },
    });
    renderSupplierScreen(<SupplierEdit />, '/suppliers/:id', '/suppliers/sup-1', roleAuthProvider('manager'));

    expect(await screen.findByText('Only an Owner can change the supplier’s passwords and keys.')).toBeInTheDocument();
    expect(field('Password')).toBeDisabled();
    expect(field('Private key')).toBeDisabled();
    expect(screen.getByText('A password is saved.')).toBeInTheDocument();
    expect(screen.getByText('A private key is saved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove the/ })).not.toBeInTheDocument();
    const section = await hostKeySection();
    expect(within(section).getByText(FP1)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.change(field('User name'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Supplier saved');
    const put = sent().find((request) => request.method === 'PUT')!.body as { sftp: Record<string, unknown> };
    expect(put.sftp).toEqual({ host: 'sftp.supplier.example', port: 22, username: 'other', path: '/out/feed.csv' });
  });
});
