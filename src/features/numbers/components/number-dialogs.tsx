import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useModals } from '@/state/modals';

// Each dialog's code downloads the first time it opens, not with the page.
const BoughtDialog = dynamic(() => import('./bought-dialog'), { ssr: false });
const MessagesDialog = dynamic(() => import('./messages-dialog'), { ssr: false });
const ExtendDialog = dynamic(() => import('@/features/numbers/components/extend-dialog'), { ssr: false });
const FastNumberDialog = dynamic(() => import('./fast-number-dialog'), { ssr: false });

/**
 * The number dialogs driven by modal state: a number just bought (activation or rental),
 * messages, extend rent and (with `fastNumber`) the fast-number dialog. Mount once per page
 * that shows numbers.
 */
export function NumberDialogs({ fastNumber = false }: { fastNumber?: boolean }) {
  const modals = useModals();
  const { hideMessages, hideExtend } = modals;
  const { events } = useRouter();
  // Their ids live in app-wide state: a dialog left open would come back over the next page
  // that mounts these dialogs (Back included), showing a number its lists no longer hold.
  useEffect(() => {
    const close = () => {
      hideMessages();
      hideExtend();
    };
    events.on('routeChangeStart', close);
    return () => events.off('routeChangeStart', close);
  }, [events, hideMessages, hideExtend]);
  return (
    <>
      {modals.flags.activation && <BoughtDialog kind="activation" />}
      {modals.flags.rent && <BoughtDialog kind="rent" />}
      {modals.messages && <MessagesDialog number={modals.messages} />}
      {modals.extend && <ExtendDialog id={modals.extend.id} />}
      {fastNumber && modals.flags.fastNumber && <FastNumberDialog />}
    </>
  );
}
