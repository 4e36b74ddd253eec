import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface DocColumn<T> {
  label: string;
  cell(row: T): ReactNode;
}

/** A reference table of the documentation pages; the first column heads each row. */
export function DocTable<T extends { id: number }>({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: DocColumn<T>[];
  rows: T[];
}) {
  return (
    // A table wider than a phone scrolls sideways: keyboard users reach that scroll through a
    // tab stop of its own (axe scrollable-region-focusable, seen on /doc/operators at 390 px).
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} component="th" scope="col">
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((c, i) => (
                <TableCell key={c.label} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
