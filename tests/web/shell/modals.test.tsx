import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ModalsProvider, modalFlags, useModals } from '@/state/modals';

const wrapper = ({ children }: { children: ReactNode }) => <ModalsProvider>{children}</ModalsProvider>;
const setup = () => renderHook(() => useModals(), { wrapper });

describe('modal state (spec §3)', () => {
  it("has the spec's eleven flags and the rental's ready dialog, all closed at first", () => {
    const { result } = setup();
    expect([...modalFlags].sort()).toEqual(
      [
        'fastNumber',
        'login',
        'registration',
        'verifyEmail',
        'faCode',
        'recovery',
        'activation',
        'forgot',
        'loader',
        'is2fa',
        'reward',
        // Ours: a rental's "number ready" dialog, the counterpart of `activation`.
        'rent',
      ].sort(),
    );
    expect(Object.values(result.current.flags).every((open) => open === false)).toBe(true);
    expect(Object.keys(result.current.flags).sort()).toEqual([...modalFlags].sort());
  });

  it('opens and closes one flag without touching the others; closeAll closes every one', () => {
    const { result } = setup();
    act(() => result.current.open('login'));
    act(() => result.current.open('loader'));
    expect(result.current.flags.login).toBe(true);
    expect(result.current.flags.loader).toBe(true);
    expect(result.current.flags.registration).toBe(false);
    act(() => result.current.close('login'));
    expect(result.current.flags.login).toBe(false);
    expect(result.current.flags.loader).toBe(true);
    act(() => result.current.closeAll());
    expect(Object.values(result.current.flags).some(Boolean)).toBe(false);
  });

  it('the password-recovery form starts with four empty fields and takes partial updates', () => {
    const { result } = setup();
    expect(result.current.recovery).toEqual({ email: '', token: '', password: '', password_confirmation: '' });
    act(() => result.current.setRecovery({ email: 'ann@example.com' }));
    act(() => result.current.setRecovery({ token: '123456' }));
    expect(result.current.recovery).toEqual({
      email: 'ann@example.com',
      token: '123456',
      password: '',
      password_confirmation: '',
    });
  });

  it('the messages and extend modals hold which number they show, and nothing when hidden', () => {
    const { result } = setup();
    act(() => result.current.showMessages({ kind: 'rent', id: 5 }));
    expect(result.current.messages).toEqual({ kind: 'rent', id: 5 });
    act(() => result.current.hideMessages());
    expect(result.current.messages).toBeNull();
    act(() => result.current.showExtend(9));
    expect(result.current.extend).toEqual({ kind: 'rent', id: 9 });
    act(() => result.current.hideExtend());
    expect(result.current.extend).toBeNull();
  });
});
