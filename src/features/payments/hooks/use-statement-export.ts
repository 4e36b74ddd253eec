import { useCallback, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { exportStatement } from '@/lib/api-routes/statement';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import type { StatementFilters } from './use-statement';

/** Hands the browser a file it builds itself; the object URL is let go once the click is queued. */
function saveFile(content: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The statement as CSV with the filters on screen (every page, no paging). The BFF relays JSON
 * only, so the file comes inside the answer and is saved under the name the upstream gave it.
 * A failure goes through the one error path (spec §8).
 */
export function useStatementExport() {
  const onError = useApiErrorHandler();
  const [exporting, setExporting] = useState(false);
  const run = useCallback(
    async ({ type, from, to, search }: StatementFilters) => {
      setExporting(true);
      try {
        const file = await apiRequest(exportStatement, { query: { type, from, to, search } });
        saveFile(file.csv, file.filename, `${file.content_type};charset=utf-8`);
        return true;
      } catch (error) {
        onError(error);
        return false;
      } finally {
        setExporting(false);
      }
    },
    [onError],
  );
  return { exportCsv: run, exporting };
}
