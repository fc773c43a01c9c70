import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import { readApiError } from '../shared/apiError';
import { checkImageFile } from './imageFile';
import { ImageInput } from './ImageInput';
import type { FieldErrors, FormValues, HomeContentRecord, HomeContentScreen } from './types';

interface ContentFormProps<R extends HomeContentRecord, V extends FormValues> {
  screen: HomeContentScreen<R, V>;
  /** The record being edited; none when adding. */
  record?: R;
  nextOrder: number;
  onClose: () => void;
  onSaved: (outcome: 'added' | 'updated') => void;
}

const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

const ContentForm = <R extends HomeContentRecord, V extends FormValues>({
  screen,
  record,
  nextOrder,
  onClose,
  onSaved,
}: ContentFormProps<R, V>) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [values, setValues] = useState<V>(() => (record ? screen.toValues(record) : screen.emptyValues(nextOrder)));
  const [image, setImage] = useState<File>();
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);

  // Spec 3 §4: an error goes as soon as its field is edited.
  const clearError = (name: keyof V | 'image') => setErrors((current) => ({ ...current, [name]: undefined }));
  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const chooseImage = (file: File) => {
    const refused = checkImageFile(file);
    // A refused file is not kept: the preview keeps showing what would be saved.
    if (refused) return setErrors((current) => ({ ...current, image: refused }));
    clearError('image');
    setImage(file);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<V> = {
      ...screen.validate(values),
      ...(!record && !image ? { image: 'Image is required' } : {}),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      await dataProvider.saveContent(screen.resource, { id: record?.id, fields: screen.toFields(values), image });
      onSaved(record ? 'updated' : 'added');
    } catch (error) {
      const { message, fieldErrors } = readApiError(error);
      setErrors(fieldErrors as FieldErrors<V>);
      setSaveError(message ?? screen.saveFailed);
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
      <DialogContent dividers>
        {saveError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {saveError}
          </Alert>
        )}
        <ImageInput
          file={image}
          storedUrl={record ? (record.imageVariants?.card ?? record.imageUrl) : undefined}
          required={!record}
          error={errors.image}
          disabled={saving}
          onFile={chooseImage}
        />
        <screen.Fields values={values} errors={errors} setValue={setValue} disabled={saving} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {saving ? 'Saving...' : record ? 'Update' : 'Create'}
        </Button>
      </DialogActions>
    </form>
  );
};

/**
 * The add/edit modal (spec 3 §2.6). Each opening is a new `session`, which mounts the form afresh, so
 * it starts clean (spec 3 §4: reset on close) while the closing modal keeps its content as it fades.
 */
export const ContentFormDialog = <R extends HomeContentRecord, V extends FormValues>({
  open,
  session,
  ...form
}: ContentFormProps<R, V> & { open: boolean; session: number }) => (
  <Dialog
    open={open}
    onClose={form.onClose}
    fullWidth
    maxWidth="sm"
    scroll="paper"
    aria-labelledby="content-form-title"
  >
    <DialogTitle id="content-form-title">
      {form.record ? form.screen.dialogTitle.edit : form.screen.dialogTitle.add}
    </DialogTitle>
    <ContentForm key={session} {...form} />
  </Dialog>
);
