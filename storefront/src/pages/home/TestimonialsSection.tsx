import { Section } from '../../components/Section';
import { CarouselControls } from './CarouselControls';
import { defaultTestimonials, type Testimonial } from './defaultTestimonials';
import { useCustomerReviews } from './homeContent';
import { useCarousel } from './useCarousel';
import './TestimonialsSection.css';

/** Spec 1 §9: testimonials move on every 5 seconds. */
export const TESTIMONIAL_AUTOPLAY_MS = 5000;

const MAX_RATING = 5;

/** The testimonials carousel of spec 1 §2: the shop's active reviews, or the defaults while none have loaded. */
export function TestimonialsSection() {
  const { data: reviews } = useCustomerReviews();
  const testimonials: Testimonial[] = reviews?.length ? reviews : defaultTestimonials;
  const carousel = useCarousel({ count: testimonials.length, autoplayMs: TESTIMONIAL_AUTOPLAY_MS });
  return (
    <Section eyebrow="Testimonials" title="What Our Clients Say">
      <div
        className="testimonials"
        role="group"
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        {...carousel.pauseHandlers}
      >
        <div className="testimonials__slides" {...carousel.liveRegion}>
          {testimonials.map((testimonial, position) => (
            <figure
              key={testimonial.id}
              className={`testimonial${position === carousel.index ? ' testimonial--current' : ''}`}
              {...carousel.slideProps(position)}
            >
              {testimonial.rating !== null && <StarRating rating={testimonial.rating} />}
              <blockquote className="testimonial__text">
                <p>{testimonial.reviewText}</p>
              </blockquote>
              <figcaption className="testimonial__author">
                <Portrait testimonial={testimonial} />
                <span>
                  <span className="testimonial__name">{testimonial.customerName}</span>
                  {testimonial.customerLocation && (
                    <span className="testimonial__location">{testimonial.customerLocation}</span>
                  )}
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
        <CarouselControls carousel={carousel} itemName="testimonial" arrows={false} />
      </div>
    </Section>
  );
}

function StarRating({ rating }: { rating: number }) {
  return (
    <span className="testimonial__stars" role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, star) => (
        <svg
          key={star}
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          className={star < rating ? 'is-filled' : undefined}
        >
          <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
        </svg>
      ))}
    </span>
  );
}

/** The customer's photo when the shop has one, else their initials. Decorative: the name follows. */
function Portrait({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.customerImage) {
    return (
      <img
        className="testimonial__portrait"
        src={testimonial.customerImage}
        width={48}
        height={48}
        alt=""
        loading="lazy"
      />
    );
  }
  const initials = testimonial.customerName
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return (
    <span className="testimonial__portrait" aria-hidden="true">
      {initials}
    </span>
  );
}
