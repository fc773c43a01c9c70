import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import WatchOutlined from '@mui/icons-material/WatchOutlined';
import { importCategories, type ImportCategoryInfo } from '../importCategories';

const icons = { natural: DiamondOutlined, 'lab-grown': ScienceOutlined, jewelry: WatchOutlined };

/** Step one of the bulk upload: the three category cards in a 3-column grid, all available. */
export const CategoryCards = ({ onPick }: { onPick: (category: ImportCategoryInfo) => void }) => (
  <>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      Choose the category of the products in your CSV file.
    </Typography>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {importCategories.map((category) => {
        const Icon = icons[category.id];
        return (
          <Card key={category.id} variant="outlined">
            <CardActionArea onClick={() => onPick(category)} sx={{ height: '100%' }}>
              <CardContent sx={{ textAlign: 'center', py: 4 }}>
                <Icon color="primary" sx={{ fontSize: 48 }} aria-hidden />
                <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
                  {category.title}
                </Typography>
                <Typography color="text.secondary">{category.description}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  </>
);
