import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export interface Bar {
  /** Axis text under the first and last bar, and the start of each bar's tooltip. */
  label: string;
  value: number;
}

interface Props {
  bars: readonly Bar[];
  /** How a value reads (money, a count). */
  format(value: number): string;
  /** The whole chart in one sentence, for screen readers (the bars are decoration to them). */
  summary: string;
  height?: number;
}

const BAR = 10;
const GAP = 2;

/**
 * A dependency-free bar chart: one SVG scaled to the width it gets, a bar per point, a
 * baseline at zero (a day with more refunds than charges goes below it), a tooltip per bar.
 */
export function BarChart({ bars, format, summary, height = 160 }: Props) {
  const theme = useTheme();
  const max = Math.max(0, ...bars.map((b) => b.value));
  const min = Math.min(0, ...bars.map((b) => b.value));
  const span = max - min || 1;
  const width = Math.max(1, bars.length) * (BAR + GAP);
  const y = (v: number) => ((max - v) / span) * height;
  const zero = y(0);
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div" sx={{ mb: 0.5 }} aria-hidden="true">
        {format(max)}
      </Typography>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        style={{ display: 'block' }}
      >
        <line
          x1={0}
          x2={width}
          y1={zero}
          y2={zero}
          stroke={theme.palette.divider}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {bars.map((b, i) => {
          const top = Math.min(y(b.value), zero);
          return (
            <rect
              key={`${b.label}-${i}`}
              data-testid="chart-bar"
              x={i * (BAR + GAP) + GAP / 2}
              y={top}
              width={BAR}
              height={Math.max(Math.abs(y(b.value) - zero), b.value === 0 ? 0 : 1)}
              fill={b.value < 0 ? theme.palette.success.main : theme.palette.primary.main}
              rx={1}
            >
              <title>{`${b.label}: ${format(b.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {bars.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }} aria-hidden="true">
          <Typography variant="caption" color="textSecondary">
            {bars[0]!.label}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {bars.at(-1)!.label}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
