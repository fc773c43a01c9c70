import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import WatchOutlined from '@mui/icons-material/WatchOutlined';
import { productCategories, type ProductCategory } from './productCategories';

const icons = { 'natural-diamond': DiamondOutlined, 'lab-grown': ScienceOutlined, jewelry: WatchOutlined };

/** The wizard's first step: the three category cards, all available (spec 2 §2). */
export const CategoryPicker = ({ onPick }: { onPick: (category: ProductCategory) => void }) => (
  <Box sx={{ mt: 2 }}>
    <Typography variant="h5" component="h2">
      Add New Product
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      Choose the category of the product you are adding.
    </Typography>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {productCategories.map((category) => {
        const Icon = icons[category.kind];
        return (
          <Card key={category.kind} variant="outlined">
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
  </Box>
);
