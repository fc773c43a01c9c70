import '@gem-shop/widgets/forms.css';
import { shownCurrency } from '@gem-shop/widgets/catalog';
import { AppointmentForm } from '@gem-shop/widgets/forms';
import { useSearchParams } from 'react-router';
import { api } from '../../apiClient';
import { useSessionContact } from '../../account/useSessionContact';
import { useShopSchedule } from '../../leads/ShopHours';
import '../../leads/LeadPage.css';
import { useShortlist } from '../../shortlist/useShortlist';
import { useMoneyDisplay } from '../../shop/currency';
import { usePageTitle } from '../usePageTitle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ITEMS = 5;

/** `?items=<id>,<id>`: the pieces the shopper wants to see (from the shortlist); other values are dropped. */
export function itemsFromQuery(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => UUID.test(id));
  return [...new Set(ids)].slice(0, MAX_ITEMS);
}

/**
 * The pieces being requested: named from this browser's shortlist when it holds them (a link shared from
 * another browser, or a piece since removed, is only counted).
 */
function RequestedPieces({ productIds }: { productIds: string[] }) {
  const shortlist = useShortlist();
  const named = productIds.map((id) => shortlist.find((item) => item.id === id)).filter((item) => item !== undefined);
  const unnamed = productIds.length - named.length;
  const pieces = (count: number) => (count === 1 ? 'piece' : `${count} pieces`);
  if (!named.length) {
    return (
      <p className="lead-page__shortlist">
        We will have the {pieces(productIds.length)} from your shortlist ready for you.
      </p>
    );
  }
  return (
    <div className="lead-page__shortlist">
      <p id="requested-pieces-title">
        We will have {productIds.length === 1 ? 'this piece' : 'these pieces'} from your shortlist ready for you:
      </p>
      <ul aria-labelledby="requested-pieces-title">
        {named.map((item) => (
          <li key={item.id}>
            {item.name} <span className="lead-page__shortlist-sku">(SKU {item.stockNumber})</span>
          </li>
        ))}
        {unnamed > 0 && <li>and {unnamed === 1 ? '1 more piece' : `${unnamed} more pieces`}</li>}
      </ul>
    </div>
  );
}

export function BookAppointmentPage() {
  usePageTitle('Book an Appointment');
  const [params] = useSearchParams();
  const productIds = itemsFromQuery(params.get('items'));
  // `?meeting=video`: the home page's "virtual appointment" link opens the form with the video call chosen.
  const meetingMode = params.get('meeting') === 'video' ? 'video' : 'showroom';
  const shop = useShopSchedule();
  const contact = useSessionContact();
  const currency = shownCurrency(useMoneyDisplay());

  return (
    <div className="lead-page">
      <div className="container">
        <div className="lead-page__intro">
          <p className="eyebrow">In showroom or virtual</p>
          <h1>Book an Appointment</h1>
          <p>
            Meet one of our gemologists to compare stones, try settings or plan a piece of your own. Choose a time that
            suits you and we will confirm it shortly.
          </p>
        </div>
        <section className="lead-page__panel lead-forms" aria-labelledby="appointment-form-title">
          <h2 id="appointment-form-title">Your consultation</h2>
          {productIds.length > 0 && <RequestedPieces productIds={productIds} />}
          <AppointmentForm
            client={api}
            shop={shop}
            productIds={productIds}
            meetingMode={meetingMode}
            contact={contact}
            currency={currency}
          />
        </section>
      </div>
    </div>
  );
}
