import type { ComponentType } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography, type SvgIconProps } from '@mui/material';

export interface Choice {
  key: string;
  title: string;
  description: string;
  icon: ComponentType<SvgIconProps>;
}

/** Large cards to pick one of a few choices (the add wizard's and the bulk upload's categories), 3 to a row. */
export const ChoiceCards = <T extends Choice>({ choices, onPick }: { choices: T[]; onPick: (choice: T) => void }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
    {choices.map((choice) => (
      <Card key={choice.key} variant="outlined">
        <CardActionArea onClick={() => onPick(choice)} sx={{ height: '100%' }}>
          <CardContent sx={{ textAlign: 'center', py: 4 }}>
            <choice.icon color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
              {choice.title}
            </Typography>
            <Typography color="text.secondary">{choice.description}</Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    ))}
  </Box>
);
