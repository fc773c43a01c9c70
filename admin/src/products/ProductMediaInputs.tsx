import { isDiamondType } from '@gem-shop/widgets/catalog';
import { Box, Typography } from '@mui/material';
import { required, TextInput } from 'react-admin';
import { FileUploadInput } from './media/FileUploadInput';
import { GalleryInput } from './media/GalleryInput';
import { MainImageInput } from './media/MainImageInput';
import type { ProductType } from './types';

const IMAGE_REQUIRED = 'At least one image (file or URL) is required';
/** Image links 2 to 6: the main image is the first (spec 2 §9). */
const EXTRA_LINKS = [2, 3, 4, 5, 6];

/**
 * 'Images & Video' of every form (spec 2 §2): the main image as a file or a URL, image links 2–6, the
 * gallery, the video as a URL or a file; a natural diamond's certificate file; and, when editing a
 * diamond, its 360° frames and zoom images.
 */
export const ProductMediaInputs = ({
  productType,
  editing = false,
}: {
  productType: ProductType;
  editing?: boolean;
}) => (
  <Box component="section" sx={{ mt: 3 }}>
    <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
      Images &amp; Video
    </Typography>
    <MainImageInput source="mainImage" validate={required(IMAGE_REQUIRED)} />
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
      {EXTRA_LINKS.map((number, index) => (
        <TextInput
          key={number}
          source={`imageLinks.${index}`}
          label={`Image Link ${number}`}
          type="url"
          helperText={false}
        />
      ))}
    </Box>
    <GalleryInput source="galleryImages" kind="image" max={5} label="Gallery Images" />
    <TextInput source="videoUrl" label="Video URL" type="url" fullWidth helperText="A link, or upload a file below" />
    <FileUploadInput source="videoUrl" kind="video" label="Video File" accept="video/mp4,video/webm,video/quicktime" />
    {productType === 'natural-diamond' && (
      <FileUploadInput
        source="specifications.certificateImage"
        kind="certificate"
        label="Certificate File"
        accept="application/pdf,image/jpeg,image/png,image/gif,image/webp"
      />
    )}
    {editing && isDiamondType(productType) && (
      <>
        <GalleryInput source="rotationImages" kind="rotation" max={72} label="360° Images" />
        <GalleryInput source="zoomImages" kind="image" max={10} label="Zoom Images" />
      </>
    )}
  </Box>
);
