import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AppointmentList from '../appointments/AppointmentList';
import ContactList from '../contacts/ContactList';
import type { LeadOrigins } from '../dataProvider';
import OrderList from '../orders/OrderList';
import { leadMocks, mockFetch, renderList } from '../test-support/renderResource';
import { forgetShopTimeZone } from './shopTime';

jest.setTimeout(20_000);

const lead = {
  source: 'widget',
  sourceOrigin: 'https://partner.example',
  spam: false,
  createdAt: '2026-01-05T12:00:00.000Z',
};
const lists: Array<[resource: string, List: ComponentType, row: object]> = [
  [
    'orders',
    OrderList,
    {
      ...lead,
      id: 'o-1',
      fullName: 'Bo Reyes',
      phone: '555-010-1111',
      productName: 'Halo Pendant',
      productPrice: 900,
      status: 'new',
      priority: 'medium',
    },
  ],
  [
    'appointments',
    AppointmentList,
    {
      ...lead,
      id: 'p-1',
      fullName: 'Bo Reyes',
      phone: '555-010-2222',
      consultationDateTime: '2026-03-02T15:30:00.000Z',
      assistanceType: 'Diamond',
      status: 'pending',
    },
  ],
  [
    'contacts',
    ContactList,
    { ...lead, id: 'm-1', fullName: 'Bo Reyes', phone: '555-010-3333', message: 'Hello', status: 'new' },
  ],
];

const { getList, getLeadOrigins, dataProvider } = leadMocks();
const lastFilter = () => getList.mock.calls.at(-1)![1].filter;
const partnerSite = () => screen.getByRole('combobox', { name: 'Partner Site' });

beforeEach(() => {
  getList.mockReset();
  getLeadOrigins.mockReset();
  forgetShopTimeZone();
  mockFetch('America/New_York');
});

describe.each(lists)('Partner Site filter on %s', (resource, List, row) => {
  beforeEach(() => {
    getList.mockResolvedValue({ data: [row], total: 1 });
  });

  test('offers the partner sites the server has seen and filters by the chosen origin', async () => {
    getLeadOrigins.mockResolvedValue({ data: ['https://alpha.example', 'https://partner.example'] });
    renderList(resource, List, dataProvider);
    await screen.findByText('Bo Reyes');

    await waitFor(() => expect(partnerSite()).not.toHaveAttribute('aria-disabled'));
    fireEvent.mouseDown(partnerSite());
    const menu = within(await screen.findByRole('listbox'));
    expect(menu.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Partner Sites',
      'https://alpha.example',
      'https://partner.example',
    ]);
    fireEvent.click(menu.getByRole('option', { name: 'https://partner.example' }));

    // The appointments list opens on the upcoming ones (its default filter); the partner site joins it.
    const defaults = resource === 'appointments' ? { when: 'upcoming' } : {};
    await waitFor(() => expect(lastFilter()).toEqual({ ...defaults, sourceOrigin: 'https://partner.example' }));
    expect(getList.mock.calls.at(-1)![0]).toBe(resource);
    expect(getLeadOrigins).toHaveBeenCalledTimes(1);
  });
});

describe('Partner Site filter without choices', () => {
  beforeEach(() => {
    getList.mockResolvedValue({ data: [lists[0][2]], total: 1 });
  });
  const renderOrders = (path?: string) => renderList('orders', OrderList, dataProvider, path);

  test('while the origins load the input is in place but disabled, and the list works', async () => {
    getLeadOrigins.mockReturnValue(new Promise<LeadOrigins>(() => undefined));
    renderOrders();

    expect(await screen.findByText('Bo Reyes')).toBeInTheDocument();
    expect(partnerSite()).toHaveAttribute('aria-disabled', 'true');
    // Other filters still work meanwhile.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Processing' }));
    await waitFor(() => expect(lastFilter()).toEqual({ status: 'processing' }));
  });

  test('no partner site yet, or a failed call: disabled, no error shown, the list works', async () => {
    for (const answer of [
      () => getLeadOrigins.mockResolvedValue({ data: [] }),
      () => getLeadOrigins.mockRejectedValue(new Error('Server error')),
      // Not the expected shape (an older server): no choices rather than a crash.
      () => getLeadOrigins.mockResolvedValue({} as LeadOrigins),
    ]) {
      answer();
      const view = renderOrders();
      expect(await screen.findByText('Bo Reyes')).toBeInTheDocument();
      await waitFor(() => expect(getLeadOrigins).toHaveBeenCalled());
      expect(partnerSite()).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByText('Server error')).not.toBeInTheDocument();
      view.unmount();
      getLeadOrigins.mockReset();
    }
  });

  test('an origin already in the address is shown and can be cleared, even if the server no longer lists it', async () => {
    getLeadOrigins.mockResolvedValue({ data: [] });
    const filter = encodeURIComponent(JSON.stringify({ sourceOrigin: 'https://old-partner.example' }));
    renderOrders(`/orders?filter=${filter}`);

    await screen.findByText('Bo Reyes');
    expect(lastFilter()).toEqual({ sourceOrigin: 'https://old-partner.example' });
    await waitFor(() => expect(getLeadOrigins).toHaveBeenCalled());
    expect(partnerSite()).toHaveTextContent('https://old-partner.example');
    expect(partnerSite()).not.toHaveAttribute('aria-disabled');

    fireEvent.mouseDown(partnerSite());
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Clear value' }));
    await waitFor(() => expect(lastFilter()).toEqual({}));
  });
});
