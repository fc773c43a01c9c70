import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useInput } from 'react-admin';
import { Stars } from './Stars';
import { ratingsHighFirst, starsLabel } from './types';

/**
 * The rating, chosen from 5 stars down to 1 (spec 3 §2.8). Native radios, so arrow keys move between
 * ratings and each reads as '4 stars'.
 */
export const RatingInput = () => {
  const { field } = useInput({ source: 'rating', defaultValue: 5 });
  return (
    <FormControl component="fieldset" margin="dense">
      <FormLabel component="legend">Rating</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value ?? 5}
        onChange={(event) => field.onChange(Number(event.target.value))}
      >
        {ratingsHighFirst.map((rating) => (
          <FormControlLabel
            key={rating}
            value={rating}
            control={<Radio size="small" />}
            label={
              <>
                <Stars rating={rating} decorative /> {starsLabel(rating)}
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
