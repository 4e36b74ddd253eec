import { createContext, useContext, type ReactNode } from 'react';

/**
 * The server's guess that the screen is a phone's (src/bff/ssr/phone-guess.ts), for the shell:
 * what a phone hides by CSS need not be rendered, nor hydrated, on a slow phone (issue 17).
 * Only a guess for the first render: components correct it with useWideScreen after hydration.
 */
const PhoneGuessContext = createContext(false);

export function PhoneGuessProvider({ phone, children }: { phone: boolean; children: ReactNode }) {
  return <PhoneGuessContext.Provider value={phone}>{children}</PhoneGuessContext.Provider>;
}

export function usePhoneGuess(): boolean {
  return useContext(PhoneGuessContext);
}
