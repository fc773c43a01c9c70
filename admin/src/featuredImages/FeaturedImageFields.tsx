import { Stack } from '@mui/material';
import { OrderAndActive, SelectInput, TextInput } from '../homeContent/FormFields';
import type { FieldsProps } from '../homeContent/types';
import { ScheduleFields } from './ScheduleFields';
import { featuredImageCategories, type FeaturedImageValues } from './types';

const categoryOptions = featuredImageCategories.map((category) => ({ value: category, label: category }));

/** The slide's text, where its button leads, its category, place, status and schedule. */
export const FeaturedImageFields = (form: FieldsProps<FeaturedImageValues>) => (
  <>
    <TextInput form={form} name="title" label="Title" required />
    <TextInput form={form} name="subtitle" label="Subtitle" multiline minRows={2} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextInput form={form} name="linkUrl" label="Link URL" placeholder="/diamonds or https://…" />
      <TextInput form={form} name="linkText" label="Link Text" />
    </Stack>
    <SelectInput form={form} name="category" label="Category" options={categoryOptions} />
    <OrderAndActive form={form} />
    <ScheduleFields form={form} />
  </>
);
