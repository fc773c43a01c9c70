import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../account/useSession';
import { CloseIcon, HeartIcon, MenuIcon, UserIcon } from '../components/icons/ServiceIcons';
import { useShortlist } from '../shortlist/useShortlist';
import { ProductSearchForm } from '../search/ProductSearchForm';
import { useShopInfo } from '../shop/shopInfo';
import { BrandMark } from './BrandMark';
import { CurrencySelect } from './CurrencySelect';
import { bookAppointmentLink, mainNavigation } from './navigation';
import { useScrolledPast } from './useScrolledPast';
import './Header.css';

/** Spec 1 §9: the bar turns compact past 50 px of scrolling. */
export const COMPACT_HEADER_SCROLL_PX = 50;

const MOBILE_MENU_ID = 'mobile-menu';

type LinkClass = (state: { isActive: boolean }) => string;

const navLinkClass: LinkClass = ({ isActive }) =>
  isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

const headerAccountClass: LinkClass = ({ isActive }) =>
  isActive ? 'site-header__account site-header__account--active' : 'site-header__account';

/** 'Sign in' for visitors, 'My Account' once someone is signed in. */
function AccountLink({ linkClass }: { linkClass: LinkClass }) {
  const { session } = useSession();
  const [to, label] = session ? ['/my-account', 'My Account'] : ['/login', 'Sign in'];
  return (
    <NavLink to={to} className={(state) => `${linkClass(state)} account-link`}>
      <UserIcon size={20} />
      <span className="account-link__label">{label}</span>
    </NavLink>
  );
}

/**
 * 'Shortlist' with its count, shown once something is on it (an empty shortlist is not worth a place in
 * the bar; the product pages offer it). Named 'Shortlist, 2 items' for screen readers.
 */
function ShortlistLink() {
  const count = useShortlist().length;
  if (!count) return null;
  return (
    <NavLink
      to="/shortlist"
      aria-label={`Shortlist, ${count === 1 ? '1 item' : `${count} items`}`}
      className={({ isActive }) =>
        isActive ? 'site-header__shortlist site-header__shortlist--active' : 'site-header__shortlist'
      }
    >
      <HeartIcon size={20} />
      <span className="site-header__shortlist-label">Shortlist</span>
      <span className="site-header__shortlist-count">{count}</span>
    </NavLink>
  );
}

function NavigationLinks({ accountEntry }: { accountEntry?: ReactNode }) {
  return (
    <ul className="site-nav__list">
      {mainNavigation.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} className={navLinkClass}>
            {label}
          </NavLink>
        </li>
      ))}
      {accountEntry && <li>{accountEntry}</li>}
      <li className="site-nav__cta">
        <NavLink to={bookAppointmentLink.to} className="button button--primary site-nav__button">
          {bookAppointmentLink.label}
        </NavLink>
      </li>
    </ul>
  );
}

export function Header() {
  const { name } = useShopInfo();
  const compact = useScrolledPast(COMPACT_HEADER_SCROLL_PX);
  const location = useLocation();
  // The drop-down belongs to the page it was opened on, so choosing any link (or going back) closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenedAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={compact ? 'site-header site-header--compact' : 'site-header'}>
      <div className="container site-header__bar">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand__name">{name}</span>
        </Link>

        <nav aria-label="Main" className="site-nav site-nav--desktop">
          <NavigationLinks />
        </nav>

        <ProductSearchForm className="site-header__search" placeholder="Search" />

        <CurrencySelect className="site-header__currency" />

        <ShortlistLink />

        <AccountLink linkClass={headerAccountClass} />

        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">Menu</span>
        </button>
      </div>

      <nav id={MOBILE_MENU_ID} aria-label="Menu" className="site-nav site-nav--mobile" hidden={!menuOpen}>
        <div className="container">
          {/* Phones and tablets reach the search through the menu. */}
          <ProductSearchForm className="site-nav__search" />
          <CurrencySelect className="site-nav__currency" />
          <NavigationLinks accountEntry={<AccountLink linkClass={navLinkClass} />} />
        </div>
      </nav>
    </header>
  );
}
