import { lazy } from 'react';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import type { Review } from './types';

// Adding, editing and deleting happen in modals over the list (spec 3 §2.8), so there is no other page.
export default {
  list: lazy(() => import('./ReviewList')),
  icon: RateReviewOutlined,
  recordRepresentation: (review: Review) => review.customerName,
};
