import { Typography } from '@mui/material';
import { categoryTypes, type ShopCategory } from './types';

const typeLabel = (value: string) => categoryTypes.find((type) => type.value === value)?.label ?? value;

/** Under the title: description, type and the page the tile opens. */
export const ShopCategoryDetails = ({ record }: { record: ShopCategory }) => (
  <>
    {record.description && (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {record.description}
      </Typography>
    )}
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {typeLabel(record.categoryType)} · {record.linkUrl}
    </Typography>
  </>
);
