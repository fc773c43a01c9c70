import { TopToolbar } from 'react-admin';
import { ClearFiltersButton } from './ClearFiltersButton';
import { ExportButton } from './ExportButton';

/** Clear Filters and Export, the toolbar of the three lead lists. */
export const LeadListActions = () => (
  <TopToolbar>
    <ClearFiltersButton />
    <ExportButton />
  </TopToolbar>
);
