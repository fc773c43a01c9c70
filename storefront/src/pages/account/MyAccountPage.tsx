import { useState, type ReactNode } from 'react';
import type { AdminProfile, User } from '../../account/api';
import { useSession, useSessionActions } from '../../account/useSession';
import { useToast } from '../../components/toast/useToast';
import { useShopInfo } from '../../shop/shopInfo';
import { AccountPage } from './AccountPage';
import { MyAccountRequests } from './MyAccountRequests';
import { ProfileEditForm } from './ProfileEditForm';
import './MyAccountPage.css';

/** Behind the user guard: the signed-in customer's profile and requests, or a note for a member of staff. */
export function MyAccountPage() {
  const { session } = useSession();
  // The guard only renders this page with a session; null is the moment of signing out.
  if (!session) return null;
  return session.kind === 'customer' ? <CustomerAccount user={session.user} /> : <StaffAccount admin={session.admin} />;
}

function CustomerAccount({ user }: { user: User }) {
  const { timeZone, locale } = useShopInfo();
  const [editing, setEditing] = useState(false);
  // After saving or cancelling, focus returns to the button that opened the form.
  const [hasEdited, setHasEdited] = useState(false);
  // On the shop's calendar, written the way of its locale (settings), as its e-mails write dates.
  const memberSince = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(user.createdAt));

  return (
    <AccountPage eyebrow="Your account" title="My Account" intro={`Welcome back, ${user.firstName || user.name}.`} wide>
      <section className="profile" aria-labelledby="profile-title">
        <h2 id="profile-title" className="profile__title">
          Your Details
        </h2>
        {editing ? (
          <ProfileEditForm user={user} onClose={() => setEditing(false)} />
        ) : (
          <>
            <dl className="profile__facts">
              <Fact term="Name" value={user.name} />
              <Fact term="Username" value={user.username} />
              <Fact term="Email" value={user.email} />
              <Fact term="Phone" value={user.phoneNumber} />
              <Fact term="Member since" value={<time dateTime={user.createdAt}>{memberSince}</time>} />
            </dl>
            <div className="profile__actions">
              <button
                type="button"
                className="button button--secondary"
                autoFocus={hasEdited}
                onClick={() => {
                  setEditing(true);
                  setHasEdited(true);
                }}
              >
                Edit Details
              </button>
            </div>
          </>
        )}
      </section>
      <MyAccountRequests userId={user.id} />
      <SignOutButton />
    </AccountPage>
  );
}

function StaffAccount({ admin }: { admin: AdminProfile }) {
  return (
    <AccountPage eyebrow="Your account" title="My Account" intro="You are signed in with a staff account." wide>
      <dl className="profile__facts">
        <Fact term="Name" value={admin.name} />
        <Fact term="Email" value={admin.email} />
      </dl>
      <div className="profile__actions">
        {/* The console is a separate app: a full page load. */}
        <a href="/admin" className="button button--primary">
          Open the Staff Console
        </a>
      </div>
      <SignOutButton />
    </AccountPage>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="profile__fact">
      <dt>{term}</dt>
      <dd>{value || 'Not given'}</dd>
    </div>
  );
}

function SignOutButton() {
  const { signOut } = useSessionActions();
  const toast = useToast();
  return (
    <div className="profile__sign-out">
      <button
        type="button"
        className="button button--primary"
        onClick={async () => {
          await signOut();
          toast.success('You have been signed out.');
        }}
      >
        Sign Out
      </button>
    </div>
  );
}
