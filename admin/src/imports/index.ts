import { lazy } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { importTitle, type ImportRecord } from './types';

// Imports are started and watched, never edited: list (history), create (the upload page), show (progress and results).
export default {
  list: lazy(() => import('./ImportList')),
  create: lazy(() => import('./ImportCreate')),
  show: lazy(() => import('./ImportShow')),
  icon: UploadFileOutlined,
  recordRepresentation: (record: ImportRecord) => importTitle(record),
};
