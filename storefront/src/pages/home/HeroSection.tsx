import { CarouselControls } from './CarouselControls';
import { ContentLink } from './ContentLink';
import { defaultSlides } from './defaultSlides';
import { useHeroSlides } from './homeContent';
import type { HeroSlide } from './homeContentTypes';
import { useCarousel } from './useCarousel';
import './HeroSection.css';

/** Spec 1 §9: the hero moves on every 4 seconds. */
export const HERO_AUTOPLAY_MS = 4000;

/**
 * The hero slider of spec 1 §2: the shop's current slides, or the default ones when none load. While
 * the slides are on their way the hero keeps its place empty, so the defaults never flash up (and
 * fetch their art) before the shop's own slides replace them.
 */
export function HeroSection() {
  const { data: slides, isPending } = useHeroSlides();
  return (
    <section
      className={`hero${isPending ? ' hero--pending' : ''}`}
      aria-labelledby="hero-title"
      aria-roledescription="carousel"
      aria-busy={isPending || undefined}
    >
      {/* The page's one h1 stays the same whatever the slides say; each slide's title is its h2. */}
      <h1 id="hero-title" className="visually-hidden">
        Brilliance, ethically made.
      </h1>
      {!isPending && <HeroSlider slides={slides?.length ? slides : defaultSlides} />}
    </section>
  );
}

function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const carousel = useCarousel({ count: slides.length, autoplayMs: HERO_AUTOPLAY_MS });
  return (
    <div className="hero-slider" {...carousel.pauseHandlers}>
      <div className="hero-slider__slides" {...carousel.liveRegion}>
        {slides.map((slide, position) => (
          <div
            key={slide.id}
            className={`hero-slide${position === carousel.index ? ' hero-slide--current' : ''}`}
            {...carousel.slideProps(position)}
          >
            <SlideImage slide={slide} first={position === 0} />
            <div className="container hero-slide__content">
              <div className="hero-slide__text">
                <h2 className="hero-slide__title">{slide.title}</h2>
                {slide.subtitle && <p className="hero-slide__subtitle">{slide.subtitle}</p>}
                {slide.linkUrl && (
                  <ContentLink to={slide.linkUrl} className="button button--primary">
                    {slide.linkText || 'Learn More'}
                  </ContentLink>
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="container hero-slider__controls">
        <CarouselControls carousel={carousel} itemName="slide" />
      </div>
    </div>
  );
}

/**
 * The slide's picture, decorative (its title says what it is). The browser picks the 600 or 1600 px
 * variant for the screen; the first slide is the page's largest paint, so it loads at once and first,
 * the others lazily. width/height give the box its shape before the picture arrives.
 */
function SlideImage({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const variants = slide.imageVariants;
  return (
    <img
      className="hero-slide__image"
      srcSet={variants ? `${variants.card} 600w, ${variants.large} 1600w` : undefined}
      sizes={variants ? '100vw' : undefined}
      src={variants?.large ?? slide.imageUrl}
      width={1600}
      height={900}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
    />
  );
}
