import { Alert, Typography } from '@mui/material';
import type { HomeContentScreen } from '../homeContent/types';
import { commonFields, validateCommon } from '../homeContent/validation';
import { FeaturedImageDetails } from './FeaturedImageDetails';
import { FeaturedImageFields } from './FeaturedImageFields';
import type { FeaturedImage, FeaturedImageValues } from './types';

/** The contract's link rule: an absolute http(s) address, or a path of this site starting with '/'. */
const isLink = (value: string) => value.startsWith('/') || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value);

function validate(values: FeaturedImageValues) {
  const errors = validateCommon(values);
  const link = values.linkUrl.trim();
  if (link && !isLink(link)) errors.linkUrl = 'Please enter a valid URL';
  const time = (iso: string) => new Date(iso).getTime();
  if (values.startsAt && values.endsAt && time(values.endsAt) <= time(values.startsAt))
    errors.endsAt = 'The end date must be after the start date';
  return errors;
}

/** Spec 3 §2.6: the hero slides of the home page. */
export const featuredImageScreen: HomeContentScreen<FeaturedImage, FeaturedImageValues> = {
  resource: 'featured-images',
  reorderKey: 'imageOrders',
  heading: 'Featured Images',
  intro: (
    <>
      <Typography color="text.secondary">Manage homepage slider images with automatic rotation</Typography>
      <Alert severity="info" sx={{ mt: 1 }}>
        The homepage slider shows 4 active images at a time and rotates to the next 4 every 24 hours, in the order of
        this list.
      </Alert>
    </>
  ),
  addLabel: 'Add Image',
  dialogTitle: { add: 'Add Featured Image', edit: 'Edit Featured Image' },
  loading: 'Loading featured images...',
  empty: { title: 'No featured images yet', hint: 'Add an image to start the homepage slider.' },
  saveFailed: 'Error saving image',
  saved: { added: 'Featured image added', updated: 'Featured image updated' },
  remove: {
    title: 'Delete Featured Image',
    question: 'Are you sure you want to delete this featured image?',
    succeeded: 'Featured image deleted',
    failed: 'Could not delete the featured image. Please try again.',
  },
  emptyValues: (nextOrder) => ({
    title: '',
    subtitle: '',
    linkUrl: '',
    linkText: 'Learn More',
    category: 'General',
    order: String(nextOrder),
    isActive: true,
    startsAt: '',
    endsAt: '',
  }),
  toValues: (image) => ({
    title: image.title,
    subtitle: image.subtitle ?? '',
    linkUrl: image.linkUrl ?? '',
    linkText: image.linkText,
    category: image.category,
    order: String(image.order),
    isActive: image.isActive,
    startsAt: image.startsAt ?? '',
    endsAt: image.endsAt ?? '',
  }),
  validate,
  // Every field goes, empty ones as '': on an edit, '' is how a subtitle, link or date is cleared.
  toFields: (values) => ({
    ...commonFields(values),
    subtitle: values.subtitle.trim(),
    linkUrl: values.linkUrl.trim(),
    linkText: values.linkText.trim(),
    category: values.category,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
  }),
  Fields: FeaturedImageFields,
  RowDetails: FeaturedImageDetails,
};
