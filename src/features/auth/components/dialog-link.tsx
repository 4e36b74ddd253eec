import Button from '@mui/material/Button';
import type { ModalFlag } from '@/state/modals';
import { useModals } from '@/state/modals';

/** Swaps the current dialog for a neighbour (login ↔ registration ↔ forgot password). */
export function DialogLink({ from, to, children }: { from: ModalFlag; to: ModalFlag; children: string }) {
  const { open, close } = useModals();
  return (
    <Button
      size="small"
      onClick={() => {
        close(from);
        open(to);
      }}
    >
      {children}
    </Button>
  );
}
