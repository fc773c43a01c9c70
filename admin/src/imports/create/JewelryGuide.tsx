import type { ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Paper, Typography } from '@mui/material';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import {
  exampleRows,
  importantNotes,
  jewelryStyleGroups,
  metalTypes,
  recommendedFields,
  requiredFields,
  type GuideField,
} from '../jewelryGuide';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Accordion disableGutters variant="outlined" slots={{ heading: 'h5' }}>
    <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
    </AccordionSummary>
    <AccordionDetails>{children}</AccordionDetails>
  </Accordion>
);

const FieldList = ({ fields }: { fields: GuideField[] }) => (
  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
    {fields.map(({ column, note }) => (
      <li key={column}>
        <strong>{column}</strong>: {note}
      </li>
    ))}
  </Box>
);

const Values = ({ label, values }: { label: string; values: string[] }) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
  >
    {values.map((value) => (
      <li key={value}>
        <Chip label={value} size="small" variant="outlined" />
      </li>
    ))}
  </Box>
);

/** The Jewelry Upload Guide (spec 2 §2 and §5): collapsible sections, Important Notes, the template. */
export const JewelryGuide = ({ downloadTemplate }: { downloadTemplate: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-labelledby="jewelry-guide-title" sx={{ p: 2 }}>
    <Typography id="jewelry-guide-title" variant="h6" component="h4" gutterBottom>
      Jewelry Upload Guide
    </Typography>
    <Section title="Required Fields">
      <FieldList fields={requiredFields} />
    </Section>
    <Section title="Recommended Fields">
      <FieldList fields={recommendedFields} />
    </Section>
    <Section title="Valid Jewelry Styles">
      {jewelryStyleGroups.map(({ group, styles }) => (
        <Box key={group} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h6" gutterBottom>
            {group}
          </Typography>
          <Values label={group} values={styles} />
        </Box>
      ))}
    </Section>
    <Section title="Valid Metal Types">
      <Values label="Metal types" values={metalTypes} />
    </Section>
    <Section title="Example CSV Rows">
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: '0.8rem' }}
      >
        {exampleRows.join('\n')}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The other template columns may stay empty.
      </Typography>
    </Section>
    <Typography variant="subtitle1" component="h5" sx={{ mt: 2, fontWeight: 600 }}>
      Important Notes
    </Typography>
    <Box component="ul" sx={{ mt: 0.5, pl: 2.5 }}>
      {importantNotes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </Box>
    {downloadTemplate}
  </Paper>
);
