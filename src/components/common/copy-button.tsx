import { useEffect, useRef, useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'next-i18next/pages';
import { copyText } from '@/lib/browser-effects';
import { pathIcon } from './path-icon';
import { iconButtonStyles } from '@/styles/icon-styles';

// Material's ContentCopy and Check icons.
const COPY =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';
const CHECK = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

const CONFIRMATION_MS = 1500;

/**
 * One-click copy of a number or code. The confirmation is shown (check icon, the hover title)
 * and announced: a polite status region says it, because a title is only seen by someone hovering.
 * Pages without the `numbers` texts pass their own `copiedLabel`.
 *
 * A native title, not MUI's Tooltip: Tooltip brings Popper and @popperjs/core (about 10 kB gzip)
 * into the first load of every page with a number, code or key to copy (issue 17), as in
 * theme-button.tsx.
 *
 * Drawn as Material's small IconButton with a small icon (its styles copied below), on a bare
 * `ButtonBase`: IconButton and SvgIcon were eight components per button, and every bought
 * number's row has one or two (issue 17).
 */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel?: string }) {
  const { t } = useTranslation('numbers');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    }
  };
  const confirmation = copiedLabel ?? t('row.copied');
  return (
    <>
      <Root
        centerRipple
        focusRipple
        aria-label={label}
        title={copied ? confirmation : label}
        onClick={() => void onClick()}
      >
        {copied ? pathIcon(CHECK, { className: 'copy-button__done' }) : pathIcon(COPY)}
      </Root>
      <span role="status" style={visuallyHidden}>
        {copied ? confirmation : ''}
      </span>
    </>
  );
}

const Root = styled(ButtonBase)(({ theme }) => ({
  ...iconButtonStyles(theme, theme.palette.action.active),
  '& > .copy-button__done': { color: theme.palette.success.main },
}));
