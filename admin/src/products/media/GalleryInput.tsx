import { useState } from 'react';
import { Box, FormHelperText, FormLabel, Stack } from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { FieldTitle, useInput, type Validator } from 'react-admin';
import { FilePickerButton } from '../../shared/FilePickerButton';
import { MediaThumbnail } from './MediaThumbnail';
import { UploadStatus } from '../../shared/UploadProgress';
import { IMAGE_ACCEPT, checkMediaFile } from './uploadMedia';
import { useMediaUpload } from './useMediaUpload';

export interface GalleryInputProps {
  source: string;
  kind: 'image' | 'rotation';
  max: number;
  label: string;
  validate?: Validator | Validator[];
}

const TILE = 96;

/** Spec 2 §5: 'Some files were invalid: File N: {filename} - Invalid', N counted from 1 among the files taken. */
function invalidFilesMessage(files: File[], kind: GalleryInputProps['kind']): string | undefined {
  const invalid = files.flatMap((file, index) =>
    checkMediaFile(file, kind) ? [`File ${index + 1}: ${file.name} - Invalid`] : [],
  );
  return invalid.length ? `Some files were invalid: ${invalid.join(', ')}` : undefined;
}

/**
 * A list of images (gallery, 360° frames, zoom images) held as stored paths, at most `max`. Nothing
 * changes until every chosen file is checked and uploaded: a refused or failed batch leaves the list
 * as it was.
 */
export const GalleryInput = ({ source, kind, max, label, validate }: GalleryInputProps) => {
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const { upload, progress, error: uploadError, setError, cancel } = useMediaUpload(kind);
  const [note, setNote] = useState<string>();
  const images: string[] = Array.isArray(field.value) ? field.value : [];
  const uploading = progress !== null;
  const free = max - images.length;

  /** Add (`replace` false) fills the free slots, Replace All takes the first `max`; extra files are left out. */
  async function send(files: File[], replace: boolean) {
    setNote(undefined);
    const taken = files.slice(0, replace ? max : free);
    // One added file gets its precise reason; a batch gets the spec's summary.
    const refused = taken.length === 1 && !replace ? checkMediaFile(taken[0], kind) : invalidFilesMessage(taken, kind);
    if (refused) return setError(refused);
    const paths = await upload(taken);
    if (!paths) return;
    field.onChange(replace ? paths : [...images, ...paths]);
    if (taken.length < files.length)
      setNote(`At most ${max} ${label}: the first ${taken.length} of the ${files.length} files chosen were used.`);
  }

  const message = uploadError ?? fieldState.error?.message;
  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ mb: 2 }}>
      <FormLabel id={`${id}-label`} error={Boolean(message)} sx={{ display: 'block', mb: 1 }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} /> ({images.length}/{max})
      </FormLabel>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: `repeat(auto-fill, ${TILE}px)`,
        }}
      >
        {images.map((path, index) => (
          <li key={`${index}-${path}`}>
            <MediaThumbnail
              value={path}
              alt={`${label} ${index + 1}`}
              size={TILE}
              // Spec 2 §5: Remove only while more than one image is left.
              onRemove={
                images.length > 1 ? () => field.onChange(images.filter((_, other) => other !== index)) : undefined
              }
              removeLabel={`Remove ${label} ${index + 1}`}
              disabled={uploading}
            />
          </li>
        ))}
        {free > 0 && (
          <li>
            <FilePickerButton
              accept={IMAGE_ACCEPT}
              multiple
              onFiles={(files) => send(files, false)}
              disabled={uploading}
              variant="outlined"
              aria-label={`Add ${label}`}
              inputTestId={`${source}-add`}
              sx={{ width: TILE, height: TILE, flexDirection: 'column', gap: 0.5, borderStyle: 'dashed' }}
            >
              <AddPhotoAlternateOutlined aria-hidden />
              Add
            </FilePickerButton>
          </li>
        )}
      </Box>
      <Stack direction="row" sx={{ mt: 1 }}>
        <FilePickerButton
          accept={IMAGE_ACCEPT}
          multiple
          onFiles={(files) => send(files, true)}
          disabled={uploading}
          size="small"
          startIcon={<SwapHorizOutlined />}
          aria-label={`Replace All ${label}`}
          inputTestId={`${source}-replace`}
        >
          Replace All
        </FilePickerButton>
      </Stack>
      <UploadStatus label={label} progress={progress} onCancel={cancel} message={message} />
      {note && !message && <FormHelperText role="status">{note}</FormHelperText>}
    </Box>
  );
};
