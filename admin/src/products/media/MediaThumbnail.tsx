import { useState } from 'react';
import { Box, IconButton } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { mediaPreview } from './uploadMedia';

export interface MediaThumbnailProps {
  value: string;
  alt: string;
  size: number;
  /** Shows a Remove button (named `removeLabel`) over the top-right corner. */
  onRemove?: () => void;
  removeLabel?: string;
  disabled?: boolean;
}

/**
 * A square preview of a stored path or URL. A value that does not load (a URL still being typed, a
 * removed file) shows a placeholder instead of a broken image.
 */
export const MediaThumbnail = ({ value, alt, size, onRemove, removeLabel, disabled }: MediaThumbnailProps) => {
  const src = mediaPreview(value);
  const [broken, setBroken] = useState<string>();
  return (
    <Box
      sx={{
        position: 'relative',
        width: size,
        height: size,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {broken === src ? (
        <Box
          role="img"
          aria-label={`${alt} (preview unavailable)`}
          sx={{
            width: 1,
            height: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.secondary',
          }}
        >
          <ImageNotSupportedOutlined aria-hidden />
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          onError={() => setBroken(src)}
          sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
        />
      )}
      {onRemove && (
        <IconButton
          size="small"
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
          disabled={disabled}
          // Over any picture the button needs its own background to stay visible.
          sx={{
            position: 'absolute',
            top: 2,
            right: 2,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <CloseOutlined fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
};
