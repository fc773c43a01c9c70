import { lazy } from 'react';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import type { FeaturedImage } from './types';

// Adding and editing happen in a modal over the list (spec 3 §2.6), so there is no create or edit page.
export default {
  list: lazy(() => import('./FeaturedImageList')),
  icon: SlideshowOutlined,
  recordRepresentation: (image: FeaturedImage) => image.title,
};
