import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * A server-rendered page whose data the upstream could not give (status 503): retrying
 * replaces the route with itself, so getServerSideProps reads the upstream again.
 */
export function ReloadPageAlert({ message, retryLabel }: { message: string; retryLabel: string }) {
  const router = useRouter();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void router.replace(router.asPath)}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
