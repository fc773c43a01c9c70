import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { ProductImage } from '../ProductImage';
import { ProductVideo, type ProductVideoDto } from './ProductVideo';
import { safeHref } from '../../components/safeHref';

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.5;
/**
 * The viewer opens with the picture fitted to the screen, and says so: 1×. (Spec 1 §9 starts at 2×, but
 * the fitted picture was then labelled 2×, a zoom the shopper had not asked for; issue 28.15.)
 */
export const ZOOM_START = 1;
/** One frame of the 360° view (spec 1 §9). */
export const ROTATION_FRAME_MS = 100;

interface GalleryProps {
  images: string[];
  name: string;
  placeholder: 'diamond' | 'jewelry';
  shape?: string | null;
  /** Frames of a 360° view; when present a 360° button plays them every 100 ms. */
  rotationImages?: string[];
  /** High-resolution copies of `images`, in the same order; the fullscreen viewer zooms into them. */
  zoomImages?: string[];
  /** The product's video: played in the stage from a Video thumbnail, or (another site's page) linked. */
  video?: ProductVideoDto | null;
}

/** What the stage shows: a picture, the 360° frames, or the video. */
type StageView = 'image' | '360' | 'video';

const wrap = (index: number, length: number) => (length ? (index + length) % length : 0);

/**
 * Product gallery: main picture with hover zoom, thumbnails, arrows that wrap at both ends, an optional
 * 360° view, the product's video, and a fullscreen viewer (spec 1 §2, §4).
 */
export function Gallery({
  images,
  name,
  placeholder,
  shape,
  rotationImages = [],
  zoomImages = [],
  video,
}: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [view, setView] = useState<StageView>('image');
  const rotating = view === '360';
  // A file or a trusted viewer plays in the stage; another site's page is only linked.
  const playable = video && video.kind !== 'link' ? video : null;
  const [frame, setFrame] = useState(0);
  const [hoverOrigin, setHoverOrigin] = useState<string | null>(null);
  const count = images.length;

  useEffect(() => {
    if (!rotating || rotationImages.length === 0) return;
    const timer = setInterval(() => setFrame((value) => wrap(value + 1, rotationImages.length)), ROTATION_FRAME_MS);
    return () => clearInterval(timer);
  }, [rotating, rotationImages.length]);

  const current = rotating ? rotationImages[frame] : images[index];

  function onMove(event: MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    setHoverOrigin(
      `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`,
    );
  }

  return (
    <div className="gallery">
      <div className="gallery__stage">
        {view === 'video' && playable ? (
          <ProductVideo video={playable} name={name} />
        ) : (
          <button
            type="button"
            className={`gallery__main${hoverOrigin ? ' is-zoomed' : ''}`}
            style={hoverOrigin ? ({ '--zoom-origin': hoverOrigin } as CSSProperties) : undefined}
            onMouseMove={onMove}
            onMouseLeave={() => setHoverOrigin(null)}
            onClick={() => count > 0 && setFullscreen(true)}
            aria-label="Open fullscreen view"
            disabled={count === 0}
          >
            <ProductImage src={current} alt={name} placeholder={placeholder} shape={shape} priority />
          </button>
        )}
        {count > 1 && view === 'image' && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              aria-label="Previous image"
              onClick={() => setIndex((i) => wrap(i - 1, count))}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label="Next image"
              onClick={() => setIndex((i) => wrap(i + 1, count))}
            >
              ›
            </button>
          </>
        )}
      </div>
      {(count > 1 || rotationImages.length > 0 || playable) && (
        <ul className="gallery__thumbs">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className={`gallery__thumb${i === index && view === 'image' ? ' is-current' : ''}`}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index && view === 'image' ? 'true' : undefined}
                onClick={() => {
                  setView('image');
                  setIndex(i);
                }}
              >
                <ProductImage src={src} alt="" placeholder={placeholder} shape={shape} />
              </button>
            </li>
          ))}
          {rotationImages.length > 0 && (
            <li>
              <button
                type="button"
                className="gallery__thumb gallery__thumb--360"
                aria-pressed={rotating}
                onClick={() => setView(rotating ? 'image' : '360')}
              >
                {rotating ? 'Stop 360°' : '360° View'}
              </button>
            </li>
          )}
          {playable && (
            <li>
              <button
                type="button"
                className="gallery__thumb gallery__thumb--video"
                aria-pressed={view === 'video'}
                onClick={() => setView(view === 'video' ? 'image' : 'video')}
              >
                <span aria-hidden="true">▶</span> Video
              </button>
            </li>
          )}
        </ul>
      )}
      {video && !playable && safeHref(video.url) && (
        <p className="gallery__video-link">
          <a href={safeHref(video.url)} target="_blank" rel="noopener noreferrer">
            Open video in a new tab
          </a>
        </p>
      )}
      {fullscreen && (
        <FullscreenViewer
          images={images.map((image, i) => zoomImages[i] ?? image)}
          name={name}
          startIndex={index}
          onClose={() => setFullscreen(false)}
          onIndex={setIndex}
        />
      )}
    </div>
  );
}

interface ViewerProps {
  images: string[];
  name: string;
  startIndex: number;
  onClose(): void;
  onIndex(index: number): void;
}

/** Fullscreen viewer: locks page scroll, Escape closes, arrows navigate, + and − zoom 1–4× in 0.5 steps from the fitted 1×. */
export function FullscreenViewer({ images, name, startIndex, onClose, onIndex }: ViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState(ZOOM_START);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;

  const go = useCallback((step: number) => setIndex((i) => wrap(i + step, count)), [count]);
  // The gallery behind shows the same picture once the viewer closes.
  useEffect(() => onIndex(index), [index, onIndex]);
  const zoomBy = useCallback((step: number) => setZoom((z) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z + step))), []);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = previous;
      opener?.focus?.();
    };
  }, []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
      else if (event.key === '-' || event.key === '_') zoomBy(-ZOOM_STEP);
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, zoomBy, onClose]);

  return (
    <div className="viewer" role="dialog" aria-modal="true" aria-label={`${name}: image ${index + 1} of ${count}`}>
      <div className="viewer__bar">
        <span className="viewer__counter">
          {index + 1} / {count}
        </span>
        <button type="button" aria-label="Zoom out" onClick={() => zoomBy(-ZOOM_STEP)} disabled={zoom <= ZOOM_MIN}>
          −
        </button>
        <output className="viewer__zoom" aria-label="Zoom level">
          {zoom}×
        </output>
        <button type="button" aria-label="Zoom in" onClick={() => zoomBy(ZOOM_STEP)} disabled={zoom >= ZOOM_MAX}>
          +
        </button>
        <button type="button" ref={closeRef} aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="viewer__stage">
        <img src={images[index]} alt={name} style={{ transform: `scale(${zoom})` }} />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="viewer__arrow viewer__arrow--prev"
            aria-label="Previous image"
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="viewer__arrow viewer__arrow--next"
            aria-label="Next image"
            onClick={() => go(1)}
          >
            ›
          </button>
        </>
      )}
    </div>
  );
}
