import { Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput } from 'react-admin';
import { Link } from 'react-router';
import { MarkupRulesInputs } from '../markup/MarkupRulesInputs';
import { PricePreview } from '../markup/PricePreview';
import { DEFAULT_MARKUP_PATH } from '../markup/paths';

/** The supplier's markup: the shop's default, or rules of its own with a price preview. */
export const MarkupSection = () => {
  const useDefault = useWatch({ name: 'useDefaultMarkup' }) as boolean;
  const supplierId = useWatch({ name: 'id' }) as string | undefined;
  return (
    <Stack sx={{ width: '100%' }} spacing={1}>
      <BooleanInput source="useDefaultMarkup" label="Use the shop's default markup" />
      {useDefault ? (
        <Typography variant="body2" color="text.secondary">
          Prices follow the <Link to={DEFAULT_MARKUP_PATH}>default markup</Link>. Switch this off to give the supplier
          its own bands.
        </Typography>
      ) : (
        <>
          <MarkupRulesInputs source="markup" />
          <PricePreview supplierId={supplierId} source="markup" />
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        Saving a change of markup reprices every stone of the supplier at once.
      </Typography>
    </Stack>
  );
};
