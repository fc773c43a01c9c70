import { useState } from 'react';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { useRecordContext } from 'react-admin';
import type { Product } from './types';

const SIZE = 56;

/** The main image (click to zoom), or a placeholder when there is none or it fails to load. */
export const ProductThumbnail = () => {
  const product = useRecordContext<Product>();
  const [broken, setBroken] = useState<string>();
  const [zoomed, setZoomed] = useState(false);
  if (!product) return null;
  const src = product.mainImage && product.mainImage !== broken ? product.mainImage : null;

  if (!src) {
    return (
      <Box
        role="img"
        aria-label="No image"
        data-testid="thumbnail-placeholder"
        sx={{
          width: SIZE,
          height: SIZE,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.secondary',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <ImageNotSupportedOutlined fontSize="small" aria-hidden />
      </Box>
    );
  }

  return (
    <>
      <ButtonBase aria-label={`Zoom image of ${product.name}`} onClick={() => setZoomed(true)} sx={{ borderRadius: 1 }}>
        <Box
          component="img"
          src={src}
          alt={product.name}
          onError={() => setBroken(src)}
          sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      </ButtonBase>
      <Dialog open={zoomed} onClose={() => setZoomed(false)} maxWidth="md" aria-labelledby={`zoom-${product.id}`}>
        <DialogTitle id={`zoom-${product.id}`} sx={{ pr: 6 }}>
          {product.name}
          <IconButton
            aria-label="Close"
            onClick={() => setZoomed(false)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseOutlined />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Box
            component="img"
            src={src}
            alt={product.name}
            onError={() => {
              setBroken(src);
              setZoomed(false);
            }}
            sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
};
