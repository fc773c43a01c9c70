/**
 * How the product page plays a product's video (issue 16): a video file in the page's own player, a
 * supplier's 360° viewer page in a sandboxed frame when its host is one the shop trusts
 * (VIDEO_VIEWER_HOSTS, also the CSP's frame-src), any other page as a plain link.
 */
export enum ProductVideoKind {
  /** Played in a `<video>` element. */
  File = 'file',
  /** Shown in a sandboxed `<iframe>`. */
  Viewer = 'viewer',
  /** Opened in a new tab. */
  Link = 'link',
}

export interface ProductVideo {
  url: string;
  kind: ProductVideoKind;
}

/**
 * Extensions browsers play in a `<video>` element. MOV is what the media upload accepts from phones
 * (H.264 inside), so our own uploads of kind video always carry one of these.
 */
const VIDEO_FILE = /\.(mp4|m4v|webm|mov)$/i;

/** `url`: the video link as answered (root-relative for our own files, absolute for suppliers'). */
export function productVideoOf(url: string | null, viewerHosts: readonly string[]): ProductVideo | null {
  if (!url) return null;
  let parsed: URL;
  try {
    // Root-relative links are our own uploads; the base only lets URL parse them.
    parsed = new URL(url, 'http://shop.invalid');
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) return null;
  if (VIDEO_FILE.test(parsed.pathname)) return { url, kind: ProductVideoKind.File };
  if (isViewerHost(parsed.hostname, viewerHosts)) return { url, kind: ProductVideoKind.Viewer };
  return { url, kind: ProductVideoKind.Link };
}

/** A listed host allows itself and its subdomains (viewers serve from numbered ones: v3601506.v360.in). */
export function isViewerHost(hostname: string, viewerHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return viewerHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The CSP frame-src sources for the viewer hosts: each host and its subdomains, on the page's scheme. */
export function viewerFrameSources(viewerHosts: readonly string[]): string[] {
  return viewerHosts.flatMap((host) => [host, `*.${host}`]);
}
