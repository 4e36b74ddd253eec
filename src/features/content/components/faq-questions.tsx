import { styled } from '@mui/material/styles';
import { Link } from '@/components/common/app-link';
import type { FaqListData } from '@/lib/content-pages';
import { documentBodyStyles } from '@/components/common/document-body-styles';
import { pathIcon } from '@/components/common/path-icon';

type FaqItem = FaqListData['items'][number];

/**
 * The questions as the browser's own disclosure widgets (`<details>`), each answer in the server
 * HTML under its question (issue 17). As MUI accordions every question was about fifteen
 * components (a Paper, a button with its ripple, a Collapse with three wrappers, an icon, the
 * answer's styled box, a link) that Emotion styled one by one while /faq hydrated on a phone, for
 * an open and close the browser does itself, keyboard included (Enter, Space), and without
 * JavaScript. The browser's find-in-page opens a closed answer that matches. One styled list
 * draws them as the outlined accordion did.
 */
const Questions = styled('div')(({ theme }) => {
  const radius = theme.shape.borderRadius;
  return {
    '& details': {
      backgroundColor: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      '&:not(:first-of-type)': { borderTop: 0 },
      '&:first-of-type': { borderTopLeftRadius: radius, borderTopRightRadius: radius },
      '&:last-of-type': { borderBottomLeftRadius: radius, borderBottomRightRadius: radius },
    },
    '& summary': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      minHeight: 48,
      padding: theme.spacing(0, 2),
      cursor: 'pointer',
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      // The question spans the row: a click anywhere on it opens the answer.
      '& h2': { ...theme.typography.subtitle1, flex: 1, margin: theme.spacing(1.5, 0) },
    },
    '& .faq-question__icon': {
      width: 24,
      height: 24,
      flexShrink: 0,
      fill: 'currentColor',
      color: theme.palette.action.active,
      transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
    },
    '& details[open] > summary .faq-question__icon': { transform: 'rotate(180deg)' },
    '& .faq-question__answer': { padding: theme.spacing(1, 2, 2) },
    // A document body's look (HtmlBody's), under the list's one class rather than a class per answer.
    '& .faq-question__body': documentBodyStyles(theme),
    '& .faq-question__link': { ...theme.typography.body2, color: theme.palette.primary.main },
  };
});

/** MUI's ExpandMore drawing, turned over while the answer is open. */
const expandMore = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

export function FaqQuestions({ items, permalinkText }: { items: readonly FaqItem[]; permalinkText: string }) {
  return (
    <Questions>
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`}>
          <summary>
            {/* One h2 per question, under the page's h1 (Lighthouse's heading order). */}
            <h2>{item.question}</h2>
            {pathIcon(expandMore, { className: 'faq-question__icon' })}
          </summary>
          <div className="faq-question__answer">
            {/* Safe: the server's own Markdown rendering (HtmlBody, src/components/common/html-body.tsx, says why). */}
            <div className="faq-question__body" dangerouslySetInnerHTML={{ __html: item.html }} />
            <Link className="faq-question__link" href={`/faq/${item.category}/${item.id}`}>
              {permalinkText}
            </Link>
          </div>
        </details>
      ))}
    </Questions>
  );
}
