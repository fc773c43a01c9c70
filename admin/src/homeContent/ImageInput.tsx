import { useEffect, useMemo } from 'react';
import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { FilePickerButton } from '../shared/FilePickerButton';
import { IMAGE_ACCEPT } from './imageFile';

/** A local address for a chosen file, given back when the file changes or the modal closes. */
function useObjectUrl(file?: File) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The modal's image: a preview of the chosen file, else of the stored image, and a button to choose
 * one. The parent checks the file (type, size) and owns the error.
 */
export const ImageInput = ({
  file,
  storedUrl,
  required,
  error,
  disabled,
  onFile,
}: {
  file?: File;
  storedUrl?: string;
  required: boolean;
  error?: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) => {
  const preview = useObjectUrl(file) ?? storedUrl;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Image{required ? ' *' : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 200,
            height: 120,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {preview ? (
            <Box component="img" src={preview} alt="Image preview" sx={{ width: 1, height: 1, objectFit: 'cover' }} />
          ) : (
            <ImageOutlined color="disabled" fontSize="large" aria-hidden />
          )}
        </Box>
        <Box>
          <FilePickerButton
            accept={IMAGE_ACCEPT}
            onFiles={([chosen]) => onFile(chosen)}
            disabled={disabled}
            variant="outlined"
            startIcon={<UploadOutlined />}
            inputTestId="image-file"
          >
            {preview ? 'Change Image' : 'Choose Image'}
          </FilePickerButton>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {file ? file.name : 'JPG, PNG, GIF or WEBP, up to 10MB'}
          </Typography>
        </Box>
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
};
