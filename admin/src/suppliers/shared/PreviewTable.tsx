import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

/**
 * A preview's table: it scrolls inside its own box when wider than the screen, so the page never scrolls
 * sideways on a phone.
 */
export const PreviewTable = ({ label, head, rows }: { label: string; head: ReactNode[]; rows: ReactNode[][] }) => (
  <TableContainer
    role="region"
    sx={{ maxWidth: '100%', overflowX: 'auto', maxHeight: 480 }}
    tabIndex={0}
    aria-label={label}
  >
    <Table size="small" stickyHeader aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((cell, index) => (
            <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
              {cell}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={rowIndex}>
            {row.map((cell, index) => (
              <TableCell key={index}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
