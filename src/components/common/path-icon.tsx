import type { ReactElement } from 'react';

interface PathIconOptions {
  className?: string;
  /** Makes the icon an image named by this text; without it the icon is decoration, hidden from screen readers. */
  label?: string;
}

/**
 * A 24 px Material icon drawn from its path data (@mui/icons-material's `d`), as a bare `svg`
 * styled by the caller's class, without SvgIcon's component and styles.
 *
 * A function, not a component: catalogue rows draw one each, and a component would add a render
 * per row to the hydration these pages were slimmed for (issue 17).
 */
export function pathIcon(d: string | readonly string[], { className, label }: PathIconOptions = {}): ReactElement {
  const paths: readonly string[] = typeof d === 'string' ? [d] : d;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      focusable="false"
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img' })}
    >
      {label !== undefined && <title>{label}</title>}
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
