import { LineIcon, type IconProps } from './LineIcon';

// Line drawings for the category tiles, on a 48-unit grid.

export function EngagementRingIcon(props: IconProps) {
  return (
    <LineIcon viewBox={48} {...props}>
      <circle cx="24" cy="31" r="12" />
      <path d="M19 12l5 6 5-6-2-4h-6z" />
      <path d="M20.5 18.5L22 19.5M27.5 18.5L26 19.5" />
    </LineIcon>
  );
}

export function WeddingBandsIcon(props: IconProps) {
  return (
    <LineIcon viewBox={48} {...props}>
      <circle cx="19" cy="25" r="11" />
      <circle cx="29" cy="25" r="11" />
    </LineIcon>
  );
}

export function EarringsIcon(props: IconProps) {
  return (
    <LineIcon viewBox={48} {...props}>
      <circle cx="15" cy="10" r="3" />
      <circle cx="33" cy="10" r="3" />
      <path d="M15 13v7M33 13v7" />
      <path d="M15 20l-4 7 4 10 4-10zM33 20l-4 7 4 10 4-10z" />
    </LineIcon>
  );
}

export function NecklaceIcon(props: IconProps) {
  return (
    <LineIcon viewBox={48} {...props}>
      <path d="M8 6c0 15 7 23 16 23S40 21 40 6" />
      <path d="M24 29l-4 5 4 7 4-7z" />
    </LineIcon>
  );
}

export function BraceletIcon(props: IconProps) {
  return (
    <LineIcon viewBox={48} {...props}>
      <ellipse cx="24" cy="24" rx="18" ry="11" />
      <ellipse cx="24" cy="24" rx="14" ry="7" />
      <path d="M10 24h0M38 24h0M24 13h0M24 35h0" strokeWidth="3.5" />
    </LineIcon>
  );
}

export function PendantIcon(props: IconProps) {
  return (
    <LineIcon viewBox={48} {...props}>
      <path d="M12 5l12 15L36 5" />
      <circle cx="24" cy="22" r="2" />
      <path d="M24 24c-5 6-7 9-7 12.5a7 7 0 0014 0c0-3.5-2-6.5-7-12.5z" />
    </LineIcon>
  );
}

export function LooseDiamondIcon(props: IconProps) {
  return (
    <LineIcon viewBox={48} {...props}>
      <path d="M14 12h20l8 9-18 21L6 21z" />
      <path d="M6 21h36M14 12l5 9 5-9 5 9 5-9M19 21l5 21 5-21" />
    </LineIcon>
  );
}

export function CustomDesignIcon(props: IconProps) {
  return (
    <LineIcon viewBox={48} {...props}>
      <path d="M9 39l2-7 20-20 5 5-20 20z" />
      <path d="M27 16l5 5" />
      <path d="M38 28v9M33.5 32.5h9" />
    </LineIcon>
  );
}
