import '@gem-shop/widgets/forms.css';
import { shownCurrency } from '@gem-shop/widgets/catalog';
import { AppointmentForm } from '@gem-shop/widgets/forms';
import { api } from '../../apiClient';
import { useShopSchedule } from '../../leads/ShopHours';
import '../../leads/LeadPage.css';
import { usePageTitle } from '../usePageTitle';
import { useMoneyDisplay } from '../../shop/currency';

const STEPS = [
  {
    title: 'Consultation',
    text: 'Tell us about the piece you imagine, the person it is for and your budget, in the showroom or by video.',
  },
  {
    title: 'Design',
    text: 'Our designer sketches and renders your piece and helps you choose a certified diamond or gemstone and the metal.',
  },
  {
    title: 'Crafting',
    text: 'Once you approve the design, our jewelers cast, set and polish it by hand, usually in four to six weeks.',
  },
  {
    title: 'Delivery',
    text: 'Your piece arrives inspected, certified and covered by our lifetime warranty, with free resizing.',
  },
];

export function CustomJewelryPage() {
  usePageTitle('Custom Jewelry');
  const shop = useShopSchedule();
  const currency = shownCurrency(useMoneyDisplay());
  return (
    <div className="lead-page">
      <div className="container">
        <div className="lead-page__intro">
          <p className="eyebrow">Bespoke</p>
          <h1>Custom Jewelry</h1>
          <p>
            An engagement ring with a story, a pendant from a family stone, a wedding band to match: we make it with
            you, from the first sketch to the final polish.
          </p>
        </div>
        <section aria-labelledby="custom-how">
          <h2 id="custom-how" className="visually-hidden">
            How a custom piece is made
          </h2>
          <ol className="lead-page__steps">
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className="lead-page__panel lead-forms" aria-labelledby="custom-form-title">
          <h2 id="custom-form-title">Book a design consultation</h2>
          <AppointmentForm client={api} shop={shop} assistanceType="Customize Jewelry" currency={currency} />
        </section>
      </div>
    </div>
  );
}
