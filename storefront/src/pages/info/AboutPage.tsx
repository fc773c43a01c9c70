import { Link } from 'react-router';
import { PlaceholderPage } from '../PlaceholderPage';

export function AboutPage() {
  return (
    <PlaceholderPage eyebrow="Our story" title="About Us">
      <div className="placeholder-page__actions">
        <Link to="/book-appointment" className="button button--primary">
          Book Appointment
        </Link>
        <Link to="/contact" className="button button--secondary">
          Contact Us
        </Link>
      </div>
    </PlaceholderPage>
  );
}
