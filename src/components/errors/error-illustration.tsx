import Box from '@mui/material/Box';

/** A small inline picture for error pages: no request, follows the theme colours. */
export function ErrorIllustration({ label }: { label: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 120"
      role="img"
      aria-label={label}
      sx={{ width: 120, height: 120, color: 'primary.main' }}
    >
      <rect x="30" y="8" width="60" height="104" rx="12" fill="none" stroke="currentColor" strokeWidth="5" />
      <path d="M46 48l28 28M74 48L46 76" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <circle cx="60" cy="98" r="4" fill="currentColor" />
    </Box>
  );
}
