import { useState, type DragEvent } from 'react';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { FilePickerButton } from '../../shared/FilePickerButton';
import { CSV_ACCEPT } from '../importApi';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The CSV file area: a drop zone with a chooser, or the chosen file's name with a clear button.
 * The caller judges the file (`onFile`), so a dropped file meets the same check as a chosen one.
 */
export const CsvFileArea = ({
  file,
  onFile,
  onClear,
  disabled,
}: {
  file?: File;
  onFile: (file: File) => void;
  onClear: () => void;
  disabled: boolean;
}) => {
  const [over, setOver] = useState(false);

  if (file) {
    return (
      <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <DescriptionOutlined color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {sizeText(file.size)}
          </Typography>
        </Box>
        <IconButton aria-label="Clear file" onClick={onClear} disabled={disabled}>
          <CloseOutlined />
        </IconButton>
      </Paper>
    );
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <Box
      data-testid="csv-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : undefined,
        p: 4,
        textAlign: 'center',
      }}
    >
      <UploadFileOutlined color="action" sx={{ fontSize: 40 }} aria-hidden />
      <Typography sx={{ mb: 1 }}>Drag and drop your CSV file here, or</Typography>
      <FilePickerButton
        variant="outlined"
        accept={CSV_ACCEPT}
        onFiles={([chosen]) => onFile(chosen)}
        inputTestId="csv-file-input"
      >
        Choose CSV File
      </FilePickerButton>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        CSV files only, up to 100 MB.
      </Typography>
    </Box>
  );
};
