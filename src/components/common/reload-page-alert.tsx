import { useRouter } from 'next/router';
import ButtonBase from '@mui/material/ButtonBase';
import { AlertBox } from '@/components/common/alert-box';

/**
 * A server-rendered page whose data the upstream could not give (status 503): retrying
 * replaces the route with itself, so getServerSideProps reads the upstream again.
 */
export function ReloadPageAlert({ message, retryLabel }: { message: string; retryLabel: string }) {
  const router = useRouter();
  return (
    <AlertBox
      severity="error"
      action={
        <ButtonBase className="button button--inherit" focusRipple onClick={() => void router.replace(router.asPath)}>
          {retryLabel}
        </ButtonBase>
      }
    >
      {message}
    </AlertBox>
  );
}
