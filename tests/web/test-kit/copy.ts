import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Clicks a copy button on a fake clock, checks its confirmation is announced (a status region,
 * not only the hover title) and shown in the title, both gone 1.5 s later (the title is the
 * button's name again), and answers what landed on the clipboard
 * (user-event's clipboard stub). The fake clock is why this cannot flake: on a busy machine a
 * real 1.5 s could pass before the first look.
 */
export async function copyAndExpectAnnounced(button: HTMLElement, confirmation: string): Promise<string> {
  const name = button.getAttribute('aria-label');
  // A native title, not a Tooltip: MUI's Tooltip brings Popper into the page's first load.
  expect(button).toHaveAttribute('title', name);
  jest.useFakeTimers();
  try {
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(button);
    expect(await screen.findByText(confirmation, { selector: '[role="status"]' })).toBeInTheDocument();
    expect(button).toHaveAttribute('title', confirmation);
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByText(confirmation, { selector: '[role="status"]' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('title', name);
    return await navigator.clipboard.readText();
  } finally {
    jest.useRealTimers();
  }
}
