import { LineIcon, type IconProps } from './LineIcon';

export function InstagramIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h0" strokeWidth="2.2" />
    </LineIcon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M14 21v-7.5h3l.5-3.5H14V8.5c0-1 .4-1.5 1.5-1.5H18V4h-3c-2.8 0-4.5 1.7-4.5 4.5V10H8v3.5h2.5V21" />
    </LineIcon>
  );
}

export function PinterestIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M10.5 21l2-8.5" />
      <path d="M10.2 14.5c.6.6 1.3.9 2.2.9 2.3 0 3.8-2 3.8-4.4 0-2.6-2-4.5-4.6-4.5-3 0-4.8 2.1-4.8 4.4 0 1 .4 2 1.1 2.5" />
    </LineIcon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" />
    </LineIcon>
  );
}
