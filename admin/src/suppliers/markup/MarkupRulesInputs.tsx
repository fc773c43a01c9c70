import { Box, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  useSimpleFormIterator,
  Button as RaButton,
} from 'react-admin';
import type { MarkupBand, MarkupBasis } from '../types';
import { basisChoices, MAX_BANDS, nextBand, roundingChoices } from './markupRules';

/** Adds a band starting where the last one ends, giving an open last band an end so the new one follows it. */
const AddBandButton = ({ source }: { source: string }) => {
  const { add } = useSimpleFormIterator();
  const { setValue } = useFormContext();
  const bands = (useWatch({ name: `${source}.bands` }) as MarkupBand[] | undefined) ?? [];
  const addBand = () => {
    const next = nextBand(bands);
    const lastIndex = bands.length - 1;
    if (lastIndex >= 0) setValue(`${source}.bands.${lastIndex}.to`, next.bands[lastIndex].to, { shouldDirty: true });
    add(next.bands[next.bands.length - 1]);
  };
  return (
    <RaButton label="Add band" onClick={addBand} disabled={bands.length >= MAX_BANDS} aria-label="Add band">
      <AddOutlined />
    </RaButton>
  );
};

const bandUnit = (basis: MarkupBasis | undefined) => (basis === 'carat' ? 'ct' : '$');

/**
 * The markup rules editor (supplier form and the default markup page): the basis, the bands (from, to, percent,
 * fixed amount) and the rounding, under `source` ('markup'), so the server's 'markup.bands.2.to' lands on its field.
 * Gaps and overlaps are caught by the form's validation (markupRules.bandErrors) on the band's own fields.
 */
export const MarkupRulesInputs = ({ source = 'markup' }: { source?: string }) => {
  const basis = useWatch({ name: `${source}.basis` }) as MarkupBasis | undefined;
  const unit = bandUnit(basis);
  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      <SelectInput source={`${source}.basis`} label="Bands of" choices={basisChoices} isRequired />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Retail = cost × (1 + percent / 100) + fixed amount, then rounded. A stone falls in the band where From ≤ its{' '}
        {basis === 'carat' ? 'carat weight' : 'cost'} &lt; To; leave the last band’s To empty.
      </Typography>
      <ArrayInput source={`${source}.bands`} label="Bands">
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddBandButton source={source} />}
          getItemLabel={(index) => `Band ${index + 1}`}
          sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', rowGap: 0 } }}
        >
          <NumberInput source="from" label={`From (${unit})`} sx={{ width: { xs: '100%', sm: 130 } }} />
          <NumberInput
            source="to"
            label={`To (${unit})`}
            helperText="Empty: no limit"
            sx={{ width: { xs: '100%', sm: 130 } }}
          />
          <NumberInput source="percent" label="Percent (%)" sx={{ width: { xs: '100%', sm: 120 } }} />
          <NumberInput source="fixed" label="Fixed ($)" sx={{ width: { xs: '100%', sm: 120 } }} />
        </SimpleFormIterator>
      </ArrayInput>
      <SelectInput
        source={`${source}.rounding`}
        label="Rounding"
        choices={roundingChoices}
        isRequired
        fullWidth
        sx={{ maxWidth: 400 }}
      />
    </Box>
  );
};
