import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { NumberRow } from '@/features/numbers/components/number-row';
import { activation, sms } from './fixtures';
import { renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

/** One waiting activation whose code arrives when the test says (as a poll or an event would bring it). */
function Row() {
  const [entry, setEntry] = useState(activation({ status: 'waiting', messages: [] }));
  return (
    <>
      <button
        type="button"
        onClick={() => setEntry(activation({ status: 'code_received', messages: [sms(1, '482913')] }))}
      >
        arrive
      </button>
      <ul>
        <NumberRow entry={entry} />
      </ul>
    </>
  );
}

describe('a new code is announced to screen readers', () => {
  it('the row keeps an empty status region while waiting and says the code when it arrives', () => {
    renderWith(<Row />);
    const status = screen.getByTestId('code-announcement');
    expect(status).toHaveAttribute('role', 'status');
    // Present (and silent) before the code: a region inserted with its text may not be read.
    expect(status).toHaveTextContent(/^$/);
    act(() => screen.getByRole('button', { name: 'arrive' }).click());
    expect(screen.getByTestId('code-announcement')).toBe(status);
    expect(status).toHaveTextContent('New code for Telegram: 482913');
    // The visible code is not a second live region (it would be read twice).
    expect(screen.getByTestId('code').closest('[aria-live]')).toBeNull();
  });
});
