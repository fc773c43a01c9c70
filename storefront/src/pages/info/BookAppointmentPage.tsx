import { PlaceholderPage } from '../PlaceholderPage';

export function BookAppointmentPage() {
  return <PlaceholderPage eyebrow="In showroom or virtual" title="Book an Appointment" />;
}
