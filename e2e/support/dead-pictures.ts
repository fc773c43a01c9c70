/**
 * Picture links that lead nowhere, on purpose (issue 28.12): a file missing from the shop's own media, and
 * a picture host that refuses connections. A product linking them must show its drawn placeholder, named
 * for assistive technology; the requests themselves failing is what the product is for, not a problem.
 */
export const MISSING_MEDIA_PICTURE = '/media/products/sweep-missing-picture.webp';
export const REFUSING_PICTURE_HOST = 'pictures.refused.example';
export const REFUSED_PICTURE = `https://${REFUSING_PICTURE_HOST}/oval-side.jpg`;

/** Whether a request is for one of the dead pictures above. */
export function isDeadPicture(url: string): boolean {
  const address = new URL(url);
  return address.host === REFUSING_PICTURE_HOST || address.pathname === MISSING_MEDIA_PICTURE;
}
