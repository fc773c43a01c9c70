import { Box, Button, FormLabel, Link, Stack, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { FieldTitle, useInput, type Validator } from 'react-admin';
import { FilePickerButton } from '../../shared/FilePickerButton';
import { UploadStatus } from '../../shared/UploadProgress';
import { checkMediaFile, mediaPreview } from './uploadMedia';
import { useMediaUpload } from './useMediaUpload';

export interface FileUploadInputProps {
  source: string;
  kind: 'video' | 'certificate';
  label: string;
  /** The file chooser's filter (`video/*`, `application/pdf,image/*`); the client check is stricter. */
  accept: string;
  validate?: Validator | Validator[];
}

/** The last segment of a path or URL, without query or fragment: what the admin recognises. */
export function fileNameOf(value: string): string {
  const path = value.split(/[?#]/)[0];
  const name = path.slice(path.lastIndexOf('/') + 1) || path;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** One stored file (video, certificate): a link to the current one, Upload or Replace, and Remove. */
export const FileUploadInput = ({ source, kind, label, accept, validate }: FileUploadInputProps) => {
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const { upload, progress, error: uploadError, setError, cancel } = useMediaUpload(kind);
  const value = typeof field.value === 'string' ? field.value : '';
  const uploading = progress !== null;

  async function onFile([file]: File[]) {
    const refused = checkMediaFile(file, kind);
    if (refused) return setError(refused);
    const [path] = (await upload([file])) ?? [];
    if (path) field.onChange(path);
  }

  const message = uploadError ?? fieldState.error?.message;
  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ mb: 2 }}>
      <FormLabel id={`${id}-label`} error={Boolean(message)} sx={{ display: 'block', mb: 0.5 }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {value ? (
          <Link href={mediaPreview(value)} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {fileNameOf(value)}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No file
          </Typography>
        )}
        <FilePickerButton
          accept={accept}
          onFiles={onFile}
          disabled={uploading}
          size="small"
          variant="outlined"
          startIcon={<UploadOutlined />}
          aria-label={`${value ? 'Replace' : 'Upload'} ${label}`}
          inputTestId={`${source}-file`}
        >
          {value ? 'Replace' : 'Upload'}
        </FilePickerButton>
        {value && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            aria-label={`Remove ${label}`}
            onClick={() => field.onChange('')}
            disabled={uploading}
          >
            Remove
          </Button>
        )}
      </Stack>
      <UploadStatus label={label} progress={progress} onCancel={cancel} message={message} />
    </Box>
  );
};
