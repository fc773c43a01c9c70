import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, defaultI18nProvider, memoryStore } from 'react-admin';
import { setScreenWidth } from '../test-support/screenWidth';
import { AdminSidebar } from './AdminSidebar';

const renderOpenSidebar = () =>
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={defaultI18nProvider} store={memoryStore({ 'sidebar.open': true })}>
        <AdminSidebar>
          <p>The entries</p>
        </AdminSidebar>
      </AdminContext>
    </TestMemoryRouter>,
  );

test('on a phone the open menu is a dialog named Menu', () => {
  setScreenWidth(375);
  renderOpenSidebar();

  expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveTextContent('The entries');
});

test('beside the page, from a tablet up, it is no dialog', () => {
  setScreenWidth(1280);
  renderOpenSidebar();

  expect(screen.getByText('The entries')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
