import { Outlet } from 'react-router';
import { SessionExpiryRedirect } from '../account/SessionExpiryRedirect';
import { ToastProvider } from '../components/toast/ToastProvider';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import './SiteLayout.css';

/** Header, main content and footer around every public page, with the toast area and session watch. */
export function SiteLayout() {
  return (
    <ToastProvider>
      <div className="site">
        <SkipLink />
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site__main">
          <Outlet />
        </main>
        <Footer />
        <ScrollToTop />
      </div>
      <SessionExpiryRedirect />
    </ToastProvider>
  );
}
