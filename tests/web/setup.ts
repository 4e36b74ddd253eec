import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor poll for up to 1 s by default: too short for a lazily loaded dialog chunk
// on a busy 2-core machine. A longer wait changes no assertion.
configure({ asyncUtilTimeout: 4000 });

// Each test starts with the tab's storage empty, as a new tab would: drafts and the picker's
// choice (features/numbers/utils/picker-choice.ts) written by one test must not fill the next.
beforeEach(() => {
  window.sessionStorage.clear();
});
