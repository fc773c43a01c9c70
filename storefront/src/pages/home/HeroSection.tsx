import { Link } from 'react-router';
import { HeroIllustration } from './HeroIllustration';
import './HeroSection.css';

// A static hero; the rotating slides of spec 1 §2 replace it in a later issue.
export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow">Certified natural &amp; lab-grown diamonds</p>
          <h1 id="hero-title" className="hero__title">
            Brilliance, ethically made.
          </h1>
          <p className="hero__subline">
            Fine jewelry and certified diamonds, crafted with care and offered at a fair price, with a lifetime
            warranty on every piece.
          </p>
          <div className="hero__actions">
            <Link to="/diamonds" className="button button--primary">
              Shop Diamonds
            </Link>
            <Link to="/book-appointment" className="button button--secondary">
              Book Appointment
            </Link>
          </div>
        </div>
        <div className="hero__art">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
