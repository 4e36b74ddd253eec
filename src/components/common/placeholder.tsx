import type { CSSProperties } from 'react';
import { alpha, keyframes, styled, type SxProps, type Theme } from '@mui/material/styles';

const pulse = keyframes`50% { opacity: 0.4; }`;

/**
 * Material's Skeleton (pulse animation) as one styled element: a grey block in the place and size
 * of what is loading. Skeleton's own code was about 1.4 kB gzip of every page that shows one,
 * among them /rent, the largest page (issue 17's page budget).
 */
const Root = styled('span')(({ theme }) => {
  const radius = theme.shape.borderRadius as number;
  return {
    display: 'block',
    height: '1.2em',
    backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    // A line of text: the line's height, drawn 60 % high as text's x-height is.
    '&.placeholder--text': {
      height: 'auto',
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      '&:empty::before': { content: '"\\00a0"' },
    },
    '&.placeholder--rounded': { borderRadius: radius },
  };
});

interface Props {
  variant?: 'text' | 'rectangular' | 'rounded';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  sx?: SxProps<Theme>;
  'aria-label'?: string;
}

/**
 * Named (`aria-label`), it stands alone for what is loading (a QR code): a progress bar, since a
 * plain span may not carry a name (axe aria-prohibited-attr). Unnamed, the loading region
 * around it says so (LoadFallback, LoadState).
 */
export function Placeholder({ variant = 'text', width, height, ...rest }: Props) {
  const role = rest['aria-label'] ? 'progressbar' : undefined;
  return <Root className={`placeholder placeholder--${variant}`} role={role} style={{ width, height }} {...rest} />;
}
