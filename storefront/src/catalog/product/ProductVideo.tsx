import type { components } from '@gem-shop/widgets/api';
import { safeHref } from '../../components/safeHref';

export type ProductVideoDto = components['schemas']['ProductVideoDto'];

/**
 * A product's video in the gallery's stage (issue 16): a video file in the browser's own player; a
 * supplier's 360° viewer page in a sandboxed frame. The server decides which (`video.kind`), from the
 * viewer hosts the shop trusts, and its CSP frames nothing else. Links to other pages are not played
 * here: the gallery offers them as a link.
 */
export function ProductVideo({ video, name }: { video: ProductVideoDto; name: string }) {
  const url = safeHref(video.url);
  if (!url) return null;
  if (video.kind === 'file') {
    return (
      <video
        className="gallery__video"
        src={url}
        controls
        playsInline
        preload="metadata"
        aria-label={`Video of ${name}`}
      >
        <a href={url}>Download the video of {name}</a>
      </video>
    );
  }
  return (
    <iframe
      className="gallery__video"
      src={url}
      title={`360° video of ${name}`}
      // Scripts run (the viewer turns the stone), but the page cannot navigate ours, open pop-ups or submit forms.
      sandbox="allow-scripts allow-same-origin"
      allow="fullscreen"
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}
