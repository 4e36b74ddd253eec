import { isApiError } from '@/lib/http';
import { useApiErrorHandler } from '@/hooks/use-api-error';

/** A list's filters were refused (422: an impossible day, a period that ends before it starts, a search too long). */
export const isRefusedFilter = (error: unknown): boolean => isApiError(error) && error.status === 422;

/**
 * SWR's onError for a filtered list (the statement, the payment history): refused filters are
 * the view's to say, at the field or as its alert, in the user's language; the app's handler
 * would add the server's English as a pop-up. Every other failure goes to the app's handler.
 */
export function useListErrorHandler(): (error: unknown) => void {
  const handle = useApiErrorHandler();
  return (error) => {
    if (!isRefusedFilter(error)) handle(error);
  };
}
