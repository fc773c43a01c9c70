import { Section } from '../../components/Section';
import './TestimonialsSection.css';

// Reviews come from the shop's review list in a later issue; we never show invented ones.
export function TestimonialsSection() {
  return (
    <Section eyebrow="Testimonials" title="What Our Clients Say">
      <figure className="testimonial-placeholder">
        <span className="testimonial-placeholder__mark" aria-hidden="true">
          “
        </span>
        <blockquote>
          <p>Stories from our clients will appear here soon.</p>
        </blockquote>
      </figure>
    </Section>
  );
}
