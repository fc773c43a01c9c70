import { Box, Stack, TextField } from '@mui/material';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { FilePickerButton } from '../../shared/FilePickerButton';
import { MediaThumbnail } from './MediaThumbnail';
import { UploadProgress } from '../../shared/UploadProgress';
import { IMAGE_ACCEPT, checkImageFile } from './uploadMedia';
import { useMediaUpload } from './useMediaUpload';

export interface MainImageInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
}

/**
 * The product's main image, one string: typed as a URL or uploaded, in which case it becomes the
 * stored `/media/…` path. A file the client check refuses is never sent.
 */
export const MainImageInput = ({ source, label = 'Main Image URL', validate }: MainImageInputProps) => {
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const { upload, progress, error: uploadError, setError, cancel } = useMediaUpload('image');
  const value = typeof field.value === 'string' ? field.value : '';
  const uploading = progress !== null;

  async function onFile([file]: File[]) {
    const refused = checkImageFile(file);
    if (refused) return setError(refused);
    const [path] = (await upload([file])) ?? [];
    if (path) field.onChange(path);
  }

  // The upload's own message comes first: it is about what the admin just did.
  const message = uploadError ?? fieldState.error?.message;
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={id}
          name={field.name}
          inputRef={field.ref}
          value={value}
          onChange={(event) => {
            setError(undefined);
            field.onChange(event.target.value);
          }}
          onBlur={field.onBlur}
          disabled={uploading}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={Boolean(message)}
          helperText={message ? <InputHelperText error={message} /> : undefined}
          slotProps={{ formHelperText: { role: 'alert' } }}
          fullWidth
        />
        <FilePickerButton
          accept={IMAGE_ACCEPT}
          onFiles={onFile}
          disabled={uploading}
          variant="outlined"
          startIcon={<UploadOutlined />}
          inputTestId={`${source}-file`}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          Upload image
        </FilePickerButton>
      </Stack>
      {uploading && <UploadProgress label="Uploading main image" percent={progress} onCancel={cancel} />}
      {value && !uploading && (
        <Box sx={{ mt: 1 }}>
          <MediaThumbnail
            value={value}
            alt="Main image preview"
            size={120}
            onRemove={() => field.onChange('')}
            removeLabel="Remove main image"
          />
        </Box>
      )}
    </Box>
  );
};
