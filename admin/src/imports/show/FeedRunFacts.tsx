import { Typography } from '@mui/material';
import { bytesInWords, durationInWords, priceMoves, triggerLabels } from '../../suppliers/runs/runWords';
import type { ImportRecord } from '../types';

/** A supplier run's own facts: its supplier, how it started, what it fetched, how long it took, retired and prices. */
export const FeedRunFacts = ({ record }: { record: ImportRecord }) => {
  const facts = [
    record.supplierName && `Supplier: ${record.supplierName}`,
    record.trigger && `Started by: ${triggerLabels[record.trigger]}`,
    bytesInWords(record.bytesFetched) && `Fetched: ${bytesInWords(record.bytesFetched)}`,
    durationInWords(record.durationMs) && `Duration: ${durationInWords(record.durationMs)}`,
    record.retiredCount !== undefined && `Retired: ${record.retiredCount.toLocaleString('en-US')}`,
    (record.priceUpCount !== undefined || record.priceDownCount !== undefined) && `Prices: ${priceMoves(record)}`,
  ].filter(Boolean);
  if (!facts.length) return null;
  return <Typography color="text.secondary">{facts.join(' · ')}</Typography>;
};
