import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession } from './account/RequireSession';
import { SiteLayout } from './layout/SiteLayout';
import { ForgotPasswordPage } from './pages/account/ForgotPasswordPage';
import { LoginPage } from './pages/account/LoginPage';
import { MyAccountPage } from './pages/account/MyAccountPage';
import { RegisterPage } from './pages/account/RegisterPage';
import { ResetPasswordPage } from './pages/account/ResetPasswordPage';
import { ErrorPage, RootErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/home/HomePage';
import { AboutPage } from './pages/info/AboutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import pagePaths from './page-paths.json';

/**
 * Every page's address lives in page-paths.json, the one list: the build copies it next to index.html
 * (vite.config.ts), where the server reads it to answer 404 for any other address (issue 18.6).
 */
const { pages, productPages } = pagePaths;

// The catalogue and product pages load on demand, so the home page bundle does not carry them.
const DiamondsPage = lazy(() => import('./pages/catalog/DiamondsPage').then((module) => ({ default: module.DiamondsPage })));
const JewelryPage = lazy(() => import('./pages/catalog/JewelryPage').then((module) => ({ default: module.JewelryPage })));
const CollectionPage = lazy(() => import('./pages/catalog/CollectionPage').then((module) => ({ default: module.CollectionPage })));
const ProductDetailPage = lazy(() =>
  import('./pages/catalog/ProductDetailPage').then((module) => ({ default: module.ProductDetailPage })),
);
// The lead pages carry the shared forms (@gem-shop/widgets/forms): on demand too.
const BookAppointmentPage = lazy(() => import('./pages/info/BookAppointmentPage').then((module) => ({ default: module.BookAppointmentPage })));
const ContactPage = lazy(() => import('./pages/info/ContactPage').then((module) => ({ default: module.ContactPage })));
// The shortlist comparison is for returning shoppers only: on demand as well.
const ShortlistPage = lazy(() => import('./pages/shortlist/ShortlistPage').then((module) => ({ default: module.ShortlistPage })));
// Search results list product cards, like the catalogues: on demand too.
const SearchPage = lazy(() => import('./pages/search/SearchPage').then((module) => ({ default: module.SearchPage })));
const CustomJewelryPage = lazy(() => import('./pages/info/CustomJewelryPage').then((module) => ({ default: module.CustomJewelryPage })));

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading...
    </div>
  );
}

const onDemand = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

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
          { path: pages.diamonds, element: onDemand(<DiamondsPage />) },
          { path: productPages.diamonds, element: onDemand(<ProductDetailPage kind="diamonds" />) },
          { path: pages.jewelry, element: onDemand(<JewelryPage />) },
          { path: productPages.jewelry, element: onDemand(<ProductDetailPage kind="jewelry" />) },
          { path: productPages.rings, element: onDemand(<ProductDetailPage kind="rings" />) },
          { path: pages.engagement, element: onDemand(<CollectionPage collection="engagement" />) },
          { path: productPages.engagement, element: onDemand(<ProductDetailPage kind="engagement" />) },
          { path: pages.wedding, element: onDemand(<CollectionPage collection="wedding" />) },
          { path: productPages.wedding, element: onDemand(<ProductDetailPage kind="wedding" />) },
          { path: pages.customJewelry, element: onDemand(<CustomJewelryPage />) },
          { path: pages.aboutUs, element: <AboutPage /> },
          { path: pages.contact, element: onDemand(<ContactPage />) },
          { path: pages.bookAppointment, element: onDemand(<BookAppointmentPage />) },
          { path: pages.shortlist, element: onDemand(<ShortlistPage />) },
          { path: pages.search, element: onDemand(<SearchPage />) },
          { element: <RequireSession />, children: [{ path: pages.myAccount, element: <MyAccountPage /> }] },
          { path: pages.login, element: <LoginPage /> },
          { path: pages.register, element: <RegisterPage /> },
          { path: pages.forgotPassword, element: <ForgotPasswordPage /> },
          { path: pages.resetPassword, element: <ResetPasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
