import type { ReactNode } from 'react';

export interface IconProps {
  size?: number;
  className?: string;
}

interface LineIconProps extends IconProps {
  viewBox?: number;
  children: ReactNode;
}

/** Decorative outline icon drawn in the current text colour; the surrounding text carries the meaning. */
export function LineIcon({ size = 24, viewBox = 24, className, children }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={viewBox > 24 ? 2 : 1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
