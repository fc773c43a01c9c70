import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ErrorBoundary, PageErrorBoundary } from './components/ErrorBoundary';
import { SiteLayout } from './layout/SiteLayout';
import { ErrorPage, RootErrorPage } from './pages/ErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';
import pagePaths from './page-paths.json';

/*
 * Every page's address lives in page-paths.json, the one list: the build copies it next to index.html
 * (vite.config.ts), where the server reads it to answer 404 for any other address (issue 18.6). It also
 * names the module each page loads on demand, which the server preloads with the page's HTML.
 *
 * Every page loads on demand: the entry holds only the layout every page shares, so each page downloads
 * its own code and no other's (issue 18.4: at most 120 KB of gzipped JavaScript per page).
 */
// A default import: jest reads JSON modules as one default export only.
const { pages, productPages } = pagePaths;
const HomePage = lazy(() => import('./pages/home/HomePage').then((module) => ({ default: module.HomePage })));
const AboutPage = lazy(() => import('./pages/info/AboutPage').then((module) => ({ default: module.AboutPage })));
const DiamondsPage = lazy(() =>
  import('./pages/catalog/DiamondsPage').then((module) => ({ default: module.DiamondsPage })),
);
const JewelryPage = lazy(() =>
  import('./pages/catalog/JewelryPage').then((module) => ({ default: module.JewelryPage })),
);
const CollectionPage = lazy(() =>
  import('./pages/catalog/CollectionPage').then((module) => ({ default: module.CollectionPage })),
);
const ProductDetailPage = lazy(() =>
  import('./pages/catalog/ProductDetailPage').then((module) => ({ default: module.ProductDetailPage })),
);
// The account pages share their forms and session calls: one chunk for the five.
const LoginPage = lazy(() => import('./pages/account/accountPages').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() =>
  import('./pages/account/accountPages').then((module) => ({ default: module.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./pages/account/accountPages').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./pages/account/accountPages').then((module) => ({ default: module.ResetPasswordPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('./pages/account/accountPages').then((module) => ({ default: module.ConfirmEmailPage })),
);
// The guard of the signed-in pages comes with them.
const RequireSession = lazy(() =>
  import('./account/RequireSession').then((module) => ({ default: module.RequireSession })),
);
const MyAccountPage = lazy(() =>
  import('./pages/account/accountPages').then((module) => ({ default: module.MyAccountPage })),
);
// The lead pages carry the shared forms (@gem-shop/widgets/forms).
const BookAppointmentPage = lazy(() =>
  import('./pages/info/BookAppointmentPage').then((module) => ({ default: module.BookAppointmentPage })),
);
const ContactPage = lazy(() => import('./pages/info/ContactPage').then((module) => ({ default: module.ContactPage })));
// The shortlist comparison is for returning shoppers only: on demand as well.
const ShortlistPage = lazy(() =>
  import('./pages/shortlist/ShortlistPage').then((module) => ({ default: module.ShortlistPage })),
);
// Search results list product cards, like the catalogues: on demand too.
const SearchPage = lazy(() => import('./pages/search/SearchPage').then((module) => ({ default: module.SearchPage })));
const CustomJewelryPage = lazy(() =>
  import('./pages/info/CustomJewelryPage').then((module) => ({ default: module.CustomJewelryPage })),
);
// The five legal pages share one component: one chunk for the five.
const LegalPage = lazy(() => import('./pages/legal/LegalPage').then((module) => ({ default: module.LegalPage })));

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
    element: (
      <ErrorBoundary fallback={<RootErrorPage />}>
        <SiteLayout />
      </ErrorBoundary>
    ),
    children: [
      {
        // A page that fails keeps the header and footer around the error message.
        element: <PageErrorBoundary fallback={<ErrorPage />} />,
        children: [
          { index: true, element: onDemand(<HomePage />) },
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
          { path: pages.aboutUs, element: onDemand(<AboutPage />) },
          { path: pages.contact, element: onDemand(<ContactPage />) },
          { path: pages.bookAppointment, element: onDemand(<BookAppointmentPage />) },
          { path: pages.returns, element: onDemand(<LegalPage slug="returns" />) },
          { path: pages.shipping, element: onDemand(<LegalPage slug="shipping" />) },
          { path: pages.privacyPolicy, element: onDemand(<LegalPage slug="privacy-policy" />) },
          { path: pages.terms, element: onDemand(<LegalPage slug="terms" />) },
          { path: pages.cookiePolicy, element: onDemand(<LegalPage slug="cookie-policy" />) },
          { path: pages.shortlist, element: onDemand(<ShortlistPage />) },
          { path: pages.search, element: onDemand(<SearchPage />) },
          {
            element: onDemand(<RequireSession />),
            children: [
              { path: pages.myAccount, element: onDemand(<MyAccountPage />) },
              // The e-mailed link proves the address to the account it was sent for: signed in first.
              { path: pages.confirmEmail, element: onDemand(<ConfirmEmailPage />) },
            ],
          },
          { path: pages.login, element: onDemand(<LoginPage />) },
          { path: pages.register, element: onDemand(<RegisterPage />) },
          { path: pages.forgotPassword, element: onDemand(<ForgotPasswordPage />) },
          { path: pages.resetPassword, element: onDemand(<ResetPasswordPage />) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
