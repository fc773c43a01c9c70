import type { ReactNode } from 'react';
import { Avatar, Box, Chip, Paper, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { RowIconButton } from '../leads/RowIconButton';
import { ShopDate } from '../leads/shopTime';
import { ReviewToggles } from './ReviewToggles';
import { Stars } from './Stars';
import { productTypeLabel, type Review } from './types';

/** One review of the list: handle, photo, who and where, stars, product type, date, text, switches and actions. */
export const ReviewRow = ({
  review,
  handle,
  onEdit,
  onDelete,
}: {
  review: Review;
  handle: ReactNode;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
}) => (
  <Paper
    variant="outlined"
    component="article"
    aria-label={`Review by ${review.customerName}`}
    // Up to a tablet the switches and actions take a line of their own under the review, which keeps its width.
    sx={{
      display: 'flex',
      flexWrap: { xs: 'wrap', md: 'nowrap' },
      gap: { xs: 1, sm: 2 },
      p: { xs: 1, sm: 2 },
      mb: 1,
      alignItems: 'flex-start',
      opacity: review.isActive ? 1 : 0.7,
    }}
  >
    {handle}
    <Avatar src={review.customerImage ?? undefined} alt={review.customerName}>
      {review.customerName.charAt(0).toUpperCase()}
    </Avatar>
    <Box sx={{ flex: '1 1 0', minWidth: { xs: 'calc(100% - 96px)', md: 0 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {review.customerName}
        </Typography>
        {review.customerLocation && (
          <Typography variant="body2" color="text.secondary">
            {review.customerLocation}
          </Typography>
        )}
        <Stars rating={review.rating} />
        <Chip size="small" label={productTypeLabel(review.productType)} />
        {review.isFeatured && <Chip size="small" color="warning" label="Featured" />}
        {!review.isActive && <Chip size="small" label="Inactive" />}
        <Typography variant="body2" color="text.secondary">
          <ShopDate value={review.dateSubmitted} style="date" />
        </Typography>
      </Box>
      <Typography
        variant="body2"
        sx={{
          mt: 1,
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {review.reviewText}
      </Typography>
      {review.orderReference && (
        <Typography variant="caption" color="text.secondary">
          Order {review.orderReference}
        </Typography>
      )}
    </Box>
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        flexWrap: 'wrap',
        alignItems: { xs: 'center', md: 'flex-end' },
        justifyContent: 'space-between',
        width: { xs: '100%', md: 'auto' },
        flexShrink: 0,
      }}
    >
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <ReviewToggles review={review} />
      </Box>
      <Box>
        <RowIconButton label="Edit" icon={<EditOutlined />} onClick={() => onEdit(review)} />
        <RowIconButton label="Delete" icon={<DeleteOutlined />} color="error" onClick={() => onDelete(review)} />
      </Box>
    </Box>
  </Paper>
);
