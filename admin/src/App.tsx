import { lazy } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router';
import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { NotAllowed } from './access/NotAllowed';
import { guardedResource, RequireAccess } from './access/RequireAccess';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './login/LoginPage';
import { theme } from './theme';
import appointments from './appointments';
import contacts from './contacts';
import featuredImages from './featuredImages';
import imports from './imports';
import legalPages from './legalPages';
import orders from './orders';
import products from './products';
import reviews from './reviews';
import shopCategories from './shopCategories';
import suppliers, { DEFAULT_MARKUP_PATH } from './suppliers';
import users from './users';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const DefaultMarkupPage = lazy(() => import('./suppliers/markup/DefaultMarkupPage'));

// Toasts close after 3 seconds everywhere (decisions.md).
const ShopNotification = () => <Notification autoHideDuration={3000} />;

// Each page shows only to the roles that may open it (authProvider.canAccess); the others get the Not allowed
// page, and the menu leaves it out.
const AdminApp = () => (
  <Admin
    title="Admin Panel"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    layout={AdminLayout}
    loginPage={LoginPage}
    dashboard={Dashboard}
    theme={theme}
    notification={ShopNotification}
    accessDenied={NotAllowed}
    requireAuth
    disableTelemetry
  >
    <Resource {...guardedResource('products', products)} />
    <Resource {...guardedResource('imports', imports)} />
    <Resource {...guardedResource('suppliers', suppliers)} />
    <Resource {...guardedResource('reviews', reviews)} />
    <Resource {...guardedResource('featured-images', featuredImages)} />
    <Resource {...guardedResource('shop-categories', shopCategories)} />
    <Resource {...guardedResource('appointments', appointments)} />
    <Resource {...guardedResource('orders', orders)} />
    <Resource {...guardedResource('contacts', contacts)} />
    <Resource {...guardedResource('users', users)} />
    <Resource {...guardedResource('legal-pages', legalPages)} />
    <CustomRoutes>
      {/* The spec's own addresses of the product panel and the wizard. */}
      <Route path="/product-panel" element={<Navigate to="/products" replace />} />
      <Route path="/products/add" element={<Navigate to="/products/create" replace />} />
      <Route
        path="/settings"
        element={
          <RequireAccess resource="settings" action="edit">
            <SettingsPage />
          </RequireAccess>
        }
      />
      <Route
        path={DEFAULT_MARKUP_PATH}
        element={
          <RequireAccess resource="default-markup" action="edit">
            <DefaultMarkupPage />
          </RequireAccess>
        }
      />
    </CustomRoutes>
  </Admin>
);

// react-admin would create a HashRouter (/admin#/orders); a browser router with the /admin basename gives
// real paths (/admin/orders), which the backend answers with index.html. The basename lives on the router
// only: <Admin basename> as well would prefix every react-admin link twice.
const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], { basename: '/admin' });

export const App = () => <RouterProvider router={router} />;
