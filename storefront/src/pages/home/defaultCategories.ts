import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons/LineIcon';
import {
  BraceletIcon,
  CustomDesignIcon,
  EarringsIcon,
  EngagementRingIcon,
  LooseDiamondIcon,
  NecklaceIcon,
  PendantIcon,
  WeddingBandsIcon,
} from '../../components/icons/JewelryIcons';

export interface CategoryTile {
  title: string;
  description: string;
  linkUrl: string;
  Icon: ComponentType<IconProps>;
}

/** Shown when the shop has no categories of its own (spec 1 §2 'fallback default categories'). */
export const defaultCategories: CategoryTile[] = [
  {
    title: 'Engagement Rings',
    description: 'Solitaires, halos and three-stone designs',
    linkUrl: '/jewelry?category=engagement',
    Icon: EngagementRingIcon,
  },
  {
    title: 'Wedding Bands',
    description: 'Classic and diamond bands for every day',
    linkUrl: '/jewelry?category=wedding',
    Icon: WeddingBandsIcon,
  },
  {
    title: 'Earrings',
    description: 'Studs, drops and huggies that catch the light',
    linkUrl: '/jewelry?category=earrings',
    Icon: EarringsIcon,
  },
  {
    title: 'Necklaces',
    description: 'Tennis necklaces and delicate chains',
    linkUrl: '/jewelry?category=necklace',
    Icon: NecklaceIcon,
  },
  {
    title: 'Bracelets',
    description: 'Tennis and chain bracelets',
    linkUrl: '/jewelry?category=bracelet',
    Icon: BraceletIcon,
  },
  {
    title: 'Pendants',
    description: 'A single stone, beautifully set',
    linkUrl: '/jewelry?category=pendant',
    Icon: PendantIcon,
  },
  {
    title: 'Loose Diamonds',
    description: 'Certified natural and lab-grown stones',
    linkUrl: '/diamonds',
    Icon: LooseDiamondIcon,
  },
  {
    title: 'Custom Jewelry',
    description: 'A piece designed for you alone',
    linkUrl: '/custom-jewelry',
    Icon: CustomDesignIcon,
  },
];
