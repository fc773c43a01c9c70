import { Box } from '@mui/material';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { starsLabel } from './types';

/** Five stars, `rating` of them filled; named '4 stars' for screen readers unless `decorative`. */
export const Stars = ({ rating, decorative = false }: { rating: number; decorative?: boolean }) => (
  <Box
    component="span"
    {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': starsLabel(rating) })}
    sx={{ display: 'inline-flex', color: '#b7791f', verticalAlign: 'middle' }}
  >
    {[1, 2, 3, 4, 5].map((position) =>
      position <= rating ? <Star key={position} fontSize="small" /> : <StarBorder key={position} fontSize="small" />,
    )}
  </Box>
);
