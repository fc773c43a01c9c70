import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useNotify, useRedirect } from 'react-admin';
import { UploadProgress } from '../../shared/UploadProgress';
import { DownloadButton } from '../DownloadButton';
import { checkImportFile, templateUrl } from '../importApi';
import type { ImportShowState } from '../ImportShow';
import type { ImportCategoryInfo } from '../importCategories';
import type { ImportMode } from '../types';
import { CsvFileArea } from './CsvFileArea';
import { ImportOptions } from './ImportOptions';
import { JewelryGuide } from './JewelryGuide';
import { SupplierSelect } from './SupplierSelect';
import { useImportUpload } from './useImportUpload';

const QuickTips = ({ tips }: { tips: string[] }) => (
  <Box component="section" aria-label="Quick tips" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
    <Typography sx={{ fontWeight: 600 }}>Quick tips</Typography>
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {tips.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </Box>
  </Box>
);

/**
 * Step two of the bulk upload for one category: template, guide or tips, the file, the mode, Start.
 * Its state (file, options, guide) lives here, so choosing a category again starts afresh.
 */
export const UploadStep = ({ category, onBack }: { category: ImportCategoryInfo; onBack: () => void }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { upload, progress, cancel } = useImportUpload();
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [dryRun, setDryRun] = useState(false);
  const [supplierId, setSupplierId] = useState('');
  const [showGuide, setShowGuide] = useState(false);
  const sending = progress !== null;
  const say = (message: string) => notify(message, { type: 'error', messageArgs: { _: message } });

  const choose = (chosen: File) => {
    const refusal = checkImportFile(chosen);
    if (refusal) say(refusal);
    else setFile(chosen);
  };

  const start = async () => {
    if (!file) return;
    const answer = await upload({
      file,
      category: category.id,
      mode,
      dryRun,
      ...(supplierId ? { supplierId } : {}),
    });
    const state: ImportShowState = { justStarted: true };
    if ('record' in answer) redirect('show', 'imports', answer.record.id, undefined, state);
    else if (answer.error) say(answer.error);
  };

  const downloadTemplate = (
    <DownloadButton
      variant="outlined"
      url={templateUrl(category.id)}
      fileName={category.templateFileName}
      label="Download Template"
      failure="Template download failed. Please try again."
    />
  );
  const jewelry = category.id === 'jewelry';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button startIcon={<ArrowBackOutlined />} onClick={onBack} disabled={sending}>
          Back
        </Button>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          Upload {category.title}
        </Typography>
        {downloadTemplate}
      </Stack>

      <Stack spacing={2}>
        {jewelry && (
          <Box>
            <Button onClick={() => setShowGuide((shown) => !shown)} aria-expanded={showGuide}>
              {showGuide ? 'Hide Guide' : 'Show Detailed Guide'}
            </Button>
          </Box>
        )}
        {jewelry && showGuide ? (
          <JewelryGuide downloadTemplate={downloadTemplate} />
        ) : (
          <QuickTips tips={category.tips} />
        )}

        <CsvFileArea file={file} onFile={choose} onClear={() => setFile(undefined)} disabled={sending} />
        <SupplierSelect category={category.id} value={supplierId} onChange={setSupplierId} disabled={sending} />
        <ImportOptions mode={mode} onMode={setMode} dryRun={dryRun} onDryRun={setDryRun} disabled={sending} />

        {file &&
          (sending ? (
            <UploadProgress label={`Uploading ${file.name}`} percent={progress} onCancel={cancel} />
          ) : (
            <Box>
              <Button variant="contained" size="large" startIcon={<CloudUploadOutlined />} onClick={start}>
                Start Bulk Upload
              </Button>
            </Box>
          ))}
      </Stack>
    </Paper>
  );
};
