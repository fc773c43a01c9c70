import { useEffect, useRef, type ReactNode } from 'react';
import { BrandMark } from '../../layout/BrandMark';
import { usePageTitle } from '../usePageTitle';
import './AccountPage.css';

interface AccountPageProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** A wider card, for the account overview. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the sign-in, registration, password and account pages: a heading over one card. */
export function AccountPage({ eyebrow, title, intro, wide = false, children }: AccountPageProps) {
  usePageTitle(title);
  return (
    <div className="account-page">
      <div
        className={wide ? 'container account-page__inner account-page__inner--wide' : 'container account-page__inner'}
      >
        <div className="account-page__heading">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="account-page__title">{title}</h1>
          <div className="account-page__divider" aria-hidden="true">
            <BrandMark />
          </div>
          {intro && <p className="account-page__intro">{intro}</p>}
        </div>
        <div className="account-card">{children}</div>
      </div>
    </div>
  );
}

interface AccountNoticeProps {
  title: string;
  tone?: 'success' | 'error' | 'neutral';
  /** Takes focus when shown after the shopper's own action, so screen readers read it next. */
  focusOnShow?: boolean;
  children: ReactNode;
}

/** A result shown in place of a form: link sent, link invalid, password changed. */
export function AccountNotice({ title, tone = 'neutral', focusOnShow = false, children }: AccountNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  return (
    <div className={`account-notice account-notice--${tone}`}>
      <h2 ref={headingRef} tabIndex={-1} className="account-notice__title">
        {title}
      </h2>
      {children}
    </div>
  );
}
