import { focusIsFree } from './focus';

/**
 * After a refused submit: the form's first field marked invalid, once its message has rendered
 * (a screen reader then reads the field with it), unless the user has put focus elsewhere
 * meanwhile. Its own module, not focus.ts: that one is in every page's first load.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  setTimeout(() => {
    if (form && focusIsFree(form)) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, 0);
}
