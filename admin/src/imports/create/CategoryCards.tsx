import { Typography } from '@mui/material';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import WatchOutlined from '@mui/icons-material/WatchOutlined';
import { ChoiceCards } from '../../shared/ChoiceCards';
import { importCategories, type ImportCategoryInfo } from '../importCategories';

const icons = { natural: DiamondOutlined, 'lab-grown': ScienceOutlined, jewelry: WatchOutlined };
const choices = importCategories.map((category) => ({ ...category, key: category.id, icon: icons[category.id] }));

/** Step one of the bulk upload: the three category cards in a 3-column grid, all available. */
export const CategoryCards = ({ onPick }: { onPick: (category: ImportCategoryInfo) => void }) => (
  <>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      Choose the category of the products in your CSV file.
    </Typography>
    <ChoiceCards choices={choices} onPick={onPick} />
  </>
);
