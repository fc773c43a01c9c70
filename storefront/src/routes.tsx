import { Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { onDemand, type OnDemandComponent } from './onDemand';
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
const HomePage = onDemand(
  () => import('./pages/home/HomePage'),
  (module) => module.HomePage,
);
const AboutPage = onDemand(
  () => import('./pages/info/AboutPage'),
  (module) => module.AboutPage,
);
const DiamondsPage = onDemand(
  () => import('./pages/catalog/DiamondsPage'),
  (module) => module.DiamondsPage,
);
const JewelryPage = onDemand(
  () => import('./pages/catalog/JewelryPage'),
  (module) => module.JewelryPage,
);
const CollectionPage = onDemand(
  () => import('./pages/catalog/CollectionPage'),
  (module) => module.CollectionPage,
);
const ProductDetailPage = onDemand(
  () => import('./pages/catalog/ProductDetailPage'),
  (module) => module.ProductDetailPage,
);
// The account pages share their forms and session calls: one chunk for the five.
const accountPages = () => import('./pages/account/accountPages');
const LoginPage = onDemand(accountPages, (module) => module.LoginPage);
const RegisterPage = onDemand(accountPages, (module) => module.RegisterPage);
const ForgotPasswordPage = onDemand(accountPages, (module) => module.ForgotPasswordPage);
const ResetPasswordPage = onDemand(accountPages, (module) => module.ResetPasswordPage);
const ConfirmEmailPage = onDemand(accountPages, (module) => module.ConfirmEmailPage);
const MyAccountPage = onDemand(accountPages, (module) => module.MyAccountPage);
// The guard of the signed-in pages comes with them.
const RequireSession = onDemand(
  () => import('./account/RequireSession'),
  (module) => module.RequireSession,
);
// The lead pages carry the shared forms (@gem-shop/widgets/forms).
const BookAppointmentPage = onDemand(
  () => import('./pages/info/BookAppointmentPage'),
  (module) => module.BookAppointmentPage,
);
const ContactPage = onDemand(
  () => import('./pages/info/ContactPage'),
  (module) => module.ContactPage,
);
// The shortlist comparison is for returning shoppers only: on demand as well.
const ShortlistPage = onDemand(
  () => import('./pages/shortlist/ShortlistPage'),
  (module) => module.ShortlistPage,
);
// Search results list product cards, like the catalogues: on demand too.
const SearchPage = onDemand(
  () => import('./pages/search/SearchPage'),
  (module) => module.SearchPage,
);
const CustomJewelryPage = onDemand(
  () => import('./pages/info/CustomJewelryPage'),
  (module) => module.CustomJewelryPage,
);
// The five legal pages share one component: one chunk for the five.
const LegalPage = onDemand(
  () => import('./pages/legal/LegalPage'),
  (module) => module.LegalPage,
);

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading...
    </div>
  );
}

/** Where a page's code loads ahead of its render (preloadRoute). */
interface PageHandle {
  preload: () => Promise<unknown>;
}

/** A route to a page whose code loads on demand; `path` undefined: the index route. */
function page<Props extends object>(
  path: string | undefined,
  { Component, preload }: OnDemandComponent<Props>,
  props: NoInfer<Props>,
  children?: RouteObject[],
): RouteObject {
  const element = (
    <Suspense fallback={<PageLoading />}>
      <Component {...props} />
    </Suspense>
  );
  const handle: PageHandle = { preload };
  return path === undefined
    ? { index: true, element, handle }
    : { ...(path ? { path } : {}), element, handle, children };
}

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
          page(undefined, HomePage, {}),
          page(pages.diamonds, DiamondsPage, {}),
          page(productPages.diamonds, ProductDetailPage, { kind: 'diamonds' }),
          page(pages.jewelry, JewelryPage, {}),
          page(productPages.jewelry, ProductDetailPage, { kind: 'jewelry' }),
          page(productPages.rings, ProductDetailPage, { kind: 'rings' }),
          page(pages.engagement, CollectionPage, { collection: 'engagement' }),
          page(productPages.engagement, ProductDetailPage, { kind: 'engagement' }),
          page(pages.wedding, CollectionPage, { collection: 'wedding' }),
          page(productPages.wedding, ProductDetailPage, { kind: 'wedding' }),
          page(pages.customJewelry, CustomJewelryPage, {}),
          page(pages.aboutUs, AboutPage, {}),
          page(pages.contact, ContactPage, {}),
          page(pages.bookAppointment, BookAppointmentPage, {}),
          page(pages.returns, LegalPage, { slug: 'returns' }),
          page(pages.shipping, LegalPage, { slug: 'shipping' }),
          page(pages.privacyPolicy, LegalPage, { slug: 'privacy-policy' }),
          page(pages.terms, LegalPage, { slug: 'terms' }),
          page(pages.cookiePolicy, LegalPage, { slug: 'cookie-policy' }),
          page(pages.shortlist, ShortlistPage, {}),
          page(pages.search, SearchPage, {}),
          // A layout route (no path of its own): the guard, around the pages that need someone signed in.
          page('', RequireSession, {}, [
            page(pages.myAccount, MyAccountPage, {}),
            // The e-mailed link proves the address to the account it was sent for: signed in first.
            page(pages.confirmEmail, ConfirmEmailPage, {}),
          ]),
          page(pages.login, LoginPage, {}),
          page(pages.register, RegisterPage, {}),
          page(pages.forgotPassword, ForgotPasswordPage, {}),
          page(pages.resetPassword, ResetPasswordPage, {}),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of every page the address opens (a guard and its page), so the render that follows never
 * waits for it: the server renders in one pass and the browser hydrates in one (onDemand.tsx).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}
