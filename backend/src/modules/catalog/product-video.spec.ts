import { describe, expect, test } from '@jest/globals';
import { DEFAULT_VIDEO_VIEWER_HOSTS } from '../../config/config.js';
import { productVideoOf, ProductVideoKind, viewerFrameSources } from './product-video.js';

const hosts = [...DEFAULT_VIDEO_VIEWER_HOSTS];
const kindOf = (url: string | null) => productVideoOf(url, hosts)?.kind ?? null;

describe('productVideoOf', () => {
  test('video files play in the page: suppliers’ MP4/WebM links (query strings too) and our own uploads', () => {
    expect(kindOf('https://video.example.com/LG-000123.mp4')).toBe(ProductVideoKind.File);
    expect(kindOf('https://cdn.example/clip.WEBM?token=abc')).toBe(ProductVideoKind.File);
    expect(kindOf('/media/ab/ab12.mov')).toBe(ProductVideoKind.File);
    // A video file on a viewer's host is still a file.
    expect(kindOf('https://s7.v360.in/308/videos/LG-1.mp4')).toBe(ProductVideoKind.File);
  });

  test('viewer pages on a listed host or its subdomains are framed', () => {
    expect(productVideoOf('https://v360.in/diamondview.aspx?cid=vd&d=LG-1', hosts)).toEqual({
      url: 'https://v360.in/diamondview.aspx?cid=vd&d=LG-1',
      kind: ProductVideoKind.Viewer,
    });
    expect(kindOf('https://V3601506.v360.in/vision360.html?d=11914')).toBe(ProductVideoKind.Viewer);
    expect(kindOf('http://v.segoma.com/v.aspx?type=vid&id=X')).toBe(ProductVideoKind.Viewer);
  });

  test('any other page is a link: look-alike hosts included', () => {
    expect(kindOf('https://viewer.unknown-lab.example/stone/1')).toBe(ProductVideoKind.Link);
    expect(kindOf('https://notv360.in/diamondview.aspx')).toBe(ProductVideoKind.Link);
    expect(kindOf('https://v360.in.attacker.example/page')).toBe(ProductVideoKind.Link);
    expect(productVideoOf('https://v360.in/diamondview.aspx', [])?.kind).toBe(ProductVideoKind.Link);
  });

  test('no video, or a link a browser must not follow, is none', () => {
    expect(kindOf(null)).toBeNull();
    expect(kindOf('')).toBeNull();
    expect(kindOf('javascript:alert(1)')).toBeNull();
    expect(kindOf('ftp://files.example/a.mp4')).toBeNull();
  });
});

test('frame-src lists each viewer host with its subdomains', () => {
  expect(viewerFrameSources(['v360.in', 'segoma.com'])).toEqual(['v360.in', '*.v360.in', 'segoma.com', '*.segoma.com']);
});
