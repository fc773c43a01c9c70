import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { EmptyState } from '../DashboardPanel';
import { visuallyHidden } from '../../shared/visuallyHidden';

export interface ChartTable {
  /** The header of the first column (what each row is: 'Week', 'Source', 'Product'). */
  rowHeader: string;
  /** The headers of the figures' columns. */
  columns: string[];
  rows: { label: string; values: number[] }[];
}

/**
 * One chart as a figure: the caption names it, a one-sentence summary describes it, and a visually
 * hidden table gives screen-reader users every number the drawing shows. The drawing itself is hidden
 * from assistive technology (and Recharts' keyboard layer is off) so they do not hear it twice.
 * `table` undefined means loading (a skeleton); no rows means the empty state.
 */
export const ChartFigure = ({
  caption,
  summary,
  table,
  emptyText,
  height,
  children,
}: {
  caption: string;
  summary?: string;
  table?: ChartTable;
  emptyText: string;
  height: number;
  children: ReactNode;
}) => {
  const captionId = useId();
  const summaryId = useId();
  const loading = !table;
  const empty = table?.rows.length === 0;
  return (
    <Card sx={{ minWidth: 0, height: '100%' }}>
      <CardContent>
        <Box
          component="figure"
          aria-labelledby={captionId}
          aria-describedby={summary && !empty ? summaryId : undefined}
          aria-busy={loading || undefined}
          sx={{ m: 0 }}
        >
          <Typography id={captionId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            {caption}
          </Typography>
          {loading ? (
            <Skeleton variant="rounded" height={height} data-testid="chart-skeleton" />
          ) : empty ? (
            <EmptyState>{emptyText}</EmptyState>
          ) : (
            <>
              {summary && (
                <Box id={summaryId} component="p" sx={visuallyHidden}>
                  {summary}
                </Box>
              )}
              <Box aria-hidden sx={{ width: '100%', height }} data-testid="chart-drawing">
                {children}
              </Box>
              {/* A table ignores overflow, so the hidden box around it is what keeps its width off the page. */}
              <Box sx={visuallyHidden}>
                <table>
                  <caption>{caption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{table.rowHeader}</th>
                      {table.columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row, index) => (
                      <tr key={`${row.label}-${index}`}>
                        <th scope="row">{row.label}</th>
                        {row.values.map((value, column) => (
                          <td key={table.columns[column]}>{value}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Box>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
