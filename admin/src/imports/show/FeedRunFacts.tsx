import { Typography } from '@mui/material';
import { bytesInWords, durationInWords, priceMoves, triggerLabels } from '../../suppliers/runs/runWords';
import type { ImportRecord } from '../types';

/** A supplier run's own facts: its supplier, how it started, what it fetched, how long it took, retired and prices. */
export const FeedRunFacts = ({ record }: { record: ImportRecord }) => {
  if (!record.supplierId) return null;
  const facts = [
    record.supplierName && `Supplier: ${record.supplierName}`,
    `Started by: ${triggerLabels[record.trigger]}`,
    bytesInWords(record.bytesFetched) && `Fetched: ${bytesInWords(record.bytesFetched)}`,
    durationInWords(record.durationMs) && `Duration: ${durationInWords(record.durationMs)}`,
    `Retired: ${record.retiredCount.toLocaleString('en-US')}`,
    `Prices: ${priceMoves(record)}`,
  ].filter(Boolean);
  return <Typography color="text.secondary">{facts.join(' · ')}</Typography>;
};
