import { useMutation, useQuery } from '@tanstack/react-query';
import { PERSONAL } from '../../ssr/queryClient';
import { Link } from 'react-router';
import { messageOf, type CustomerRequest, type CustomerRequestStatus } from '../../account/api';
import { fetchMyRequests, sendEmailProof } from '../../account/accountCalls';
import { useShopInfo } from '../../shop/shopInfo';

const KIND_LABELS: Record<CustomerRequest['kind'], string> = {
  order: 'Order request',
  appointment: 'Appointment',
  message: 'Message',
};

/** Where a request stands, in the words and colour its badge shows; every status the API can answer. */
const STATUS_BADGES: Record<CustomerRequestStatus, { label: string; tone: 'waiting' | 'active' | 'done' | 'closed' }> =
  {
    new: { label: 'New', tone: 'waiting' },
    pending: { label: 'Pending', tone: 'waiting' },
    read: { label: 'Read', tone: 'active' },
    contacted: { label: 'Contacted', tone: 'active' },
    processing: { label: 'Processing', tone: 'active' },
    confirmed: { label: 'Confirmed', tone: 'active' },
    replied: { label: 'Replied', tone: 'done' },
    completed: { label: 'Completed', tone: 'done' },
    resolved: { label: 'Resolved', tone: 'done' },
    cancelled: { label: 'Cancelled', tone: 'closed' },
  };

/** The customer's own requests as staff see them now: fetched afresh each time the page opens. */
export function MyAccountRequests({ userId }: { userId: string }) {
  const { timeZone, locale } = useShopInfo();
  // The account's id in the key: another customer signing in on this browser never sees these.
  const query = useQuery({ queryKey: ['my-requests', userId], queryFn: fetchMyRequests, staleTime: 0, meta: PERSONAL });
  const sentAt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });

  return (
    <section className="requests" aria-labelledby="requests-title">
      <h2 id="requests-title" className="profile__title">
        Your Requests
      </h2>
      {query.isError ? (
        <div className="requests__message" role="alert">
          <p>We could not load your requests. Please try again.</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            Retry
          </button>
        </div>
      ) : !query.data ? (
        <p className="requests__message" role="status">
          Loading your requests…
        </p>
      ) : query.data.data.length === 0 ? (
        <div className="requests__message">
          <p>You have not sent any requests yet.</p>
          <p className="requests__links">
            <Link to="/diamonds">Browse diamonds</Link>
            <Link to="/jewelry">Browse jewelry</Link>
            <Link to="/book-appointment">Book an appointment</Link>
          </p>
        </div>
      ) : (
        <ul className="requests__list">
          {query.data.data.map((request) => {
            const badge = STATUS_BADGES[request.status];
            return (
              <li key={`${request.kind}-${request.id}`} className="request">
                <div className="request__heading">
                  <span className="request__kind">{KIND_LABELS[request.kind]}</span>
                  <span className={`request__status request__status--${badge.tone}`}>
                    <span className="visually-hidden">Status: </span>
                    {badge.label}
                  </span>
                </div>
                <p className="request__summary">{request.summary}</p>
                <p className="request__reference">
                  Reference <span className="request__reference-code">{request.reference}</span>
                </p>
                <p className="request__sent">
                  Sent <time dateTime={request.createdAt}>{sentAt.format(new Date(request.createdAt))}</time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {query.data && !query.data.emailConfirmed && <EmailProofOffer />}
    </section>
  );
}

/**
 * Requests sent with the account's address before signing in are listed once the customer proves the
 * address is theirs (issue 28, point 2): a link is e-mailed to it. Offered whether or not there are any,
 * so the page says nothing about what was sent with the address.
 */
function EmailProofOffer() {
  const send = useMutation({ mutationFn: sendEmailProof });
  return (
    <div className="requests__proof">
      <p>Confirm your e-mail to see requests you sent before signing in.</p>
      {send.isSuccess ? (
        <p role="status" className="requests__proof-result">
          {send.data}
        </p>
      ) : (
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {send.isPending ? 'Sending...' : 'Send confirmation link'}
          </button>
          {send.isError && (
            <p role="alert" className="requests__proof-result">
              {messageOf(send.error, 'We could not send the e-mail. Please try again.')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
