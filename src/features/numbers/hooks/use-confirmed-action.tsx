import { useCallback, useState } from 'react';
import type { NumberKind } from '@/lib/number-cache';
import { useNumberAction, type VerbOf } from '@/features/numbers/hooks/use-number-action';
import type { ConfirmRequest } from './use-confirm-step';
import { useConfirmStep } from './use-confirm-step';

/** A row action: asks first when the user wants confirmations and `ask` is given, then runs it once. */
export function useConfirmedAction<K extends NumberKind>(kind: K) {
  const run = useNumberAction(kind);
  const { confirm, dialog } = useConfirmStep();
  const [busy, setBusy] = useState(false);
  const act = useCallback(
    async (id: number, verb: VerbOf<K>, ask?: ConfirmRequest) => {
      if (ask && !(await confirm(ask))) return;
      setBusy(true);
      await run(id, verb);
      setBusy(false);
    },
    [confirm, run],
  );
  return { act, busy, dialog };
}
