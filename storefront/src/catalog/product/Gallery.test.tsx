import { describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Gallery } from './Gallery';
import type { ProductVideoDto } from './ProductVideo';

const images = ['/media/ab/front.webp', '/media/ab/side.webp'];
const showGallery = (video: ProductVideoDto | null) =>
  render(<Gallery images={images} name="Oval Halo Ring" placeholder="jewelry" video={video} />);

describe('Gallery: the product’s video (issue 16)', () => {
  test('a video file plays in the stage from the Video thumbnail, and pictures come back from theirs', () => {
    const { container } = showGallery({ url: '/media/cd/turntable.mp4', kind: 'file' });
    const button = screen.getByRole('button', { name: 'Video' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const player = container.querySelector('video')!;
    expect(player).toHaveAttribute('src', '/media/cd/turntable.mp4');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('playsinline');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAccessibleName('Video of Oval Halo Ring');
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open fullscreen view' })).toBeInTheDocument();
  });

  test('a trusted viewer page plays in a sandboxed frame with a title', () => {
    showGallery({ url: 'https://v3601506.v360.in/vision360.html?d=11914', kind: 'viewer' });
    fireEvent.click(screen.getByRole('button', { name: 'Video' }));
    const frame = screen.getByTitle('360° video of Oval Halo Ring');
    expect(frame.localName).toBe('iframe');
    expect(frame).toHaveAttribute('src', 'https://v3601506.v360.in/vision360.html?d=11914');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  });

  test('any other page is a link that opens a new tab, never a frame', () => {
    const { container } = showGallery({ url: 'https://viewer.unknown-lab.example/stone/1', kind: 'link' });
    expect(screen.queryByRole('button', { name: 'Video' })).toBeNull();
    expect(container.querySelector('iframe, video')).toBeNull();
    const link = screen.getByRole('link', { name: 'Open video in a new tab' });
    expect(link).toHaveAttribute('href', 'https://viewer.unknown-lab.example/stone/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  test('without a video, neither', () => {
    const { container } = showGallery(null);
    expect(screen.queryByRole('button', { name: 'Video' })).toBeNull();
    expect(screen.queryByRole('link', { name: /video/i })).toBeNull();
    expect(container.querySelector('iframe, video')).toBeNull();
  });
});
