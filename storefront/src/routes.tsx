import type { RouteObject } from 'react-router';
import { RequireSession } from './account/RequireSession';
import { SiteLayout } from './layout/SiteLayout';
import { ForgotPasswordPage } from './pages/account/ForgotPasswordPage';
import { LoginPage } from './pages/account/LoginPage';
import { MyAccountPage } from './pages/account/MyAccountPage';
import { RegisterPage } from './pages/account/RegisterPage';
import { ResetPasswordPage } from './pages/account/ResetPasswordPage';
import { DiamondsPage } from './pages/catalog/DiamondsPage';
import { JewelryPage } from './pages/catalog/JewelryPage';
import { ProductDetailPage } from './pages/catalog/ProductDetailPage';
import { ErrorPage, RootErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/home/HomePage';
import { AboutPage } from './pages/info/AboutPage';
import { BookAppointmentPage } from './pages/info/BookAppointmentPage';
import { ContactPage } from './pages/info/ContactPage';
import { CustomJewelryPage } from './pages/info/CustomJewelryPage';
import { UnderConstructionPage } from './pages/info/UnderConstructionPage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * The public routes of spec 1 §2. React Router matches paths case-insensitively unless a route
 * sets `caseSensitive`, which is what the spec asks for.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RootErrorPage />,
    children: [
      {
        // A page that fails keeps the header and footer around the error message.
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'diamonds', element: <DiamondsPage /> },
          { path: 'diamonds/:id', element: <ProductDetailPage kind="diamonds" /> },
          { path: 'jewelry', element: <JewelryPage /> },
          { path: 'jewelry/:id', element: <ProductDetailPage kind="jewelry" /> },
          { path: 'rings/:id', element: <ProductDetailPage kind="rings" /> },
          {
            path: 'engagement',
            element: <UnderConstructionPage title="Engagement Rings" browsePath="/jewelry?category=engagement" />,
          },
          { path: 'engagement/:id', element: <ProductDetailPage kind="engagement" /> },
          {
            path: 'wedding',
            element: <UnderConstructionPage title="Wedding Bands" browsePath="/jewelry?category=wedding" />,
          },
          { path: 'wedding/:id', element: <ProductDetailPage kind="wedding" /> },
          { path: 'custom-jewelry', element: <CustomJewelryPage /> },
          { path: 'about-us', element: <AboutPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'book-appointment', element: <BookAppointmentPage /> },
          { element: <RequireSession />, children: [{ path: 'my-account', element: <MyAccountPage /> }] },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
