import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { CategoryCards } from './create/CategoryCards';
import { UploadStep } from './create/UploadStep';
import type { ImportCategoryInfo } from './importCategories';

/**
 * The bulk upload page (spec 2 §2 Bulk upload screens, both readings): pick a category, then its
 * upload step. Picking a category mounts a fresh step, so no earlier file or error lingers.
 */
const ImportCreate = () => {
  const [category, setCategory] = useState<ImportCategoryInfo>();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Bulk Upload
      </Typography>
      {category ? (
        <UploadStep key={category.id} category={category} onBack={() => setCategory(undefined)} />
      ) : (
        <CategoryCards onPick={setCategory} />
      )}
    </Box>
  );
};

// Default export for React.lazy.
export default ImportCreate;
