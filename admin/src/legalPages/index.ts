import { lazy } from 'react';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import type { LegalPage } from './types';

// The five legal pages (issue 29): always the same five, so a list and an edit page, no create or delete.
export default {
  list: lazy(() => import('./LegalPageList')),
  edit: lazy(() => import('./LegalPageEdit')),
  icon: GavelOutlined,
  recordRepresentation: (page: LegalPage) => page.title,
};
