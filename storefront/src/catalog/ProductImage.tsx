import './cards.css';
import { useState } from 'react';
import { placeholderLabel } from '@gem-shop/widgets/catalog';
import { EngagementRingIcon } from '../components/icons/JewelryIcons';
import { DiamondShapeIcon, type DiamondShape } from '../components/shapes/DiamondShapeIcon';
import { DIAMOND_SHAPES } from './diamondShapes';

export function asDiamondShape(shape: string | null | undefined): DiamondShape {
  const found = DIAMOND_SHAPES.find((known) => known.toLowerCase() === (shape ?? '').toLowerCase());
  return found ?? 'Round';
}

interface ProductImageProps {
  src: string | null | undefined;
  /** The product's name; empty for a picture whose control is named already (a gallery thumbnail). */
  alt: string;
  /** Which built-in placeholder stands in for a missing or broken picture. */
  placeholder: 'diamond' | 'jewelry';
  shape?: string | null;
  className?: string;
  /** The page's largest paint (a product's main picture): loads at once and first. Otherwise it loads as it nears the screen. */
  priority?: boolean;
}

/**
 * A product picture; a missing or broken one shows the built-in placeholder (spec 1 §2), named as the
 * picture would be and saying it is unavailable, or hidden from assistive technology like a decorative one.
 */
export function ProductImage({ src, alt, placeholder, shape, className = '', priority = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        className={`product-image product-image--placeholder ${className}`}
        {...(alt ? { role: 'img', 'aria-label': placeholderLabel(alt) } : { 'aria-hidden': true })}
      >
        {placeholder === 'diamond' ? (
          <DiamondShapeIcon shape={asDiamondShape(shape)} size={96} />
        ) : (
          <EngagementRingIcon size={80} />
        )}
      </div>
    );
  }
  return (
    <img
      className={`product-image ${className}`}
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
