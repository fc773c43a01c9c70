import { Box, Typography } from '@mui/material';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import WatchOutlined from '@mui/icons-material/WatchOutlined';
import { ChoiceCards } from '../../shared/ChoiceCards';
import { productCategories, type ProductCategory } from './productCategories';

const icons = { 'natural-diamond': DiamondOutlined, 'lab-grown': ScienceOutlined, jewelry: WatchOutlined };
const choices = productCategories.map((category) => ({ ...category, key: category.kind, icon: icons[category.kind] }));

/** The wizard's first step: the three category cards, all available (spec 2 §2). */
export const CategoryPicker = ({ onPick }: { onPick: (category: ProductCategory) => void }) => (
  <Box sx={{ mt: 2 }}>
    <Typography variant="h5" component="h2">
      Add New Product
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      Choose the category of the product you are adding.
    </Typography>
    <ChoiceCards choices={choices} onPick={onPick} />
  </Box>
);
