import { lazy } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router';
import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
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
    requireAuth
    disableTelemetry
  >
    <Resource name="products" {...products} />
    <Resource name="imports" {...imports} />
    <Resource name="suppliers" {...suppliers} />
    <Resource name="reviews" {...reviews} />
    <Resource name="featured-images" {...featuredImages} />
    <Resource name="shop-categories" {...shopCategories} />
    <Resource name="appointments" {...appointments} />
    <Resource name="orders" {...orders} />
    <Resource name="contacts" {...contacts} />
    <Resource name="users" {...users} />
    <Resource name="legal-pages" {...legalPages} />
    <CustomRoutes>
      {/* The spec's own addresses of the product panel and the wizard. */}
      <Route path="/product-panel" element={<Navigate to="/products" replace />} />
      <Route path="/products/add" element={<Navigate to="/products/create" replace />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path={DEFAULT_MARKUP_PATH} element={<DefaultMarkupPage />} />
    </CustomRoutes>
  </Admin>
);

// react-admin would create a HashRouter (/admin#/orders); a browser router with the /admin basename gives
// real paths (/admin/orders), which the backend answers with index.html. The basename lives on the router
// only: <Admin basename> as well would prefix every react-admin link twice.
const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], { basename: '/admin' });

export const App = () => <RouterProvider router={router} />;
