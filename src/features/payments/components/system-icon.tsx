import Avatar from '@mui/material/Avatar';

/** A payment system's icon (a site-relative SVG), with its initial while it loads or fails. */
export function SystemIcon({ icon, name, size = 32 }: { icon: string; name: string; size?: number }) {
  return (
    <Avatar
      src={icon}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: 'action.hover', fontSize: size / 2 }}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
}
