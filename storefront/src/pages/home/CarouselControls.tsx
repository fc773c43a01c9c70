import type { Carousel } from './useCarousel';
import './CarouselControls.css';

interface CarouselControlsProps {
  carousel: Carousel;
  /** What one step shows, for the buttons' names: 'slide', 'page', 'testimonial'. */
  itemName: string;
  /** Previous/next arrows (the testimonials have dots only, spec 1 §2). */
  arrows?: boolean;
}

/** Pause/Play (when the carousel rotates on its own), previous/next arrows and one dot per item. */
export function CarouselControls({ carousel, itemName, arrows = true }: CarouselControlsProps) {
  const { index, count, goTo, next, previous, canAutoplay, stoppedByVisitor, toggleRotation } = carousel;
  if (count < 2) return null;
  return (
    <div className="carousel-controls">
      {canAutoplay && (
        <button type="button" className="carousel-controls__button" onClick={toggleRotation}>
          {stoppedByVisitor ? <PlayGlyph /> : <PauseGlyph />}
          <span className="visually-hidden">{stoppedByVisitor ? `Play ${itemName}s` : `Pause ${itemName}s`}</span>
        </button>
      )}
      {arrows && (
        <button type="button" className="carousel-controls__button" onClick={previous}>
          <ChevronGlyph direction="left" />
          <span className="visually-hidden">Previous {itemName}</span>
        </button>
      )}
      <div className="carousel-controls__dots">
        {Array.from({ length: count }, (_, dot) => (
          <button
            key={dot}
            type="button"
            className="carousel-controls__dot"
            aria-current={dot === index ? 'true' : undefined}
            aria-label={`Show ${itemName} ${dot + 1} of ${count}`}
            onClick={() => goTo(dot)}
          />
        ))}
      </div>
      {arrows && (
        <button type="button" className="carousel-controls__button" onClick={next}>
          <ChevronGlyph direction="right" />
          <span className="visually-hidden">Next {itemName}</span>
        </button>
      )}
    </div>
  );
}

function ChevronGlyph({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

function PauseGlyph() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}
