import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor poll for up to 1 s by default: too short for a lazily loaded dialog chunk
// on a busy 2-core machine. A longer wait changes no assertion.
configure({ asyncUtilTimeout: 4000 });
