import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { ratingsHighFirst, starsLabel, type ReviewStats as Stats } from './types';

/**
 * GET /api/admin/reviews/stats, read as the record 'stats' of the resource: ra-data-simple-rest asks
 * exactly that URL, and react-admin's refresh after every change reloads the figures with the list.
 */
export const useReviewStats = () => useGetOne<Stats & { id: 'stats' }>('reviews', { id: 'stats' }).data;

const StatCard = ({ label, value }: { label: string; value: string | number | undefined }) => (
  <Card variant="outlined" component="section" aria-label={label}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value ?? '—'}
      </Typography>
    </CardContent>
  </Card>
);

/** Total, Active, Inactive, Featured and Average Rating (dashes until the figures arrive). */
export const ReviewStatCards = ({ stats }: { stats?: Stats }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
    <StatCard label="Total Reviews" value={stats?.totalReviews} />
    <StatCard label="Active" value={stats?.activeReviews} />
    <StatCard label="Inactive" value={stats?.inactiveReviews} />
    <StatCard label="Featured" value={stats?.featuredReviews} />
    <StatCard label="Average Rating" value={stats && Number(stats.averageRating).toFixed(1)} />
  </Box>
);

/** One horizontal bar per rating, 5 stars to 1, as long as its share of all reviews, with its count. */
export const RatingDistribution = ({ stats }: { stats?: Stats }) => {
  const total = stats?.totalReviews ?? 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby="rating-distribution-title">
      <CardContent>
        <Typography id="rating-distribution-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Rating Distribution
        </Typography>
        {ratingsHighFirst.map((rating) => {
          const count = stats?.ratingDistribution[rating] ?? 0;
          return (
            <Box
              key={rating}
              sx={{ display: 'grid', gridTemplateColumns: '4.5rem 1fr 3rem', alignItems: 'center', gap: 1.5 }}
            >
              <Typography variant="body2">{starsLabel(rating)}</Typography>
              <LinearProgress
                variant="determinate"
                value={total ? (count / total) * 100 : 0}
                aria-label={`${starsLabel(rating)}: ${count}`}
                sx={{ height: 10, borderRadius: 5 }}
              />
              <Typography variant="body2" sx={{ textAlign: 'right' }}>
                {count}
              </Typography>
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
};
