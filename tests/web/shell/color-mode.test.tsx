import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { colorModeOf } from '@/lib/theme';
import { ColorModeProvider, useColorMode } from '@/state/color-mode';

function Mode() {
  const { mode, toggle } = useColorMode();
  return (
    <>
      <output>{mode}</output>
      <button onClick={toggle}>toggle</button>
    </>
  );
}

/** A system whose `prefers-color-scheme` the test sets and changes, as matchMedia reports it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = jest.fn((text: string) => {
    expect(text).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  return {
    matchMedia,
    listeners,
    turn(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const cookies = () => document.cookie.split('; ').filter(Boolean).sort();

afterEach(() => {
  document.cookie = 'theme=; max-age=0; path=/';
  document.cookie = 'theme-system=; max-age=0; path=/';
  Reflect.deleteProperty(window, 'matchMedia');
});

function renderMode(initial: 'light' | 'dark' | undefined) {
  return render(
    <ColorModeProvider initial={initial}>
      <Mode />
    </ColorModeProvider>,
  );
}

describe('colour mode', () => {
  it('keeps the mode the visitor chose, whatever the system prefers', () => {
    document.cookie = 'theme=light; path=/';
    const system = fakeSystem(true);
    renderMode('light');
    expect(screen.getByRole('status')).toHaveTextContent('light');
    expect(system.matchMedia).not.toHaveBeenCalled();
    expect(cookies()).toEqual(['theme=light']);
  });

  it('on a static page (no server mode) reads the choice in the browser', () => {
    document.cookie = 'theme=dark; path=/';
    renderMode(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('dark');
  });

  it('without a choice follows the system, and tells the server for the next page', () => {
    fakeSystem(true);
    renderMode('light');
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    expect(cookies()).toEqual(['theme-system=dark']);
  });

  it('follows the system when it changes while the page is open', () => {
    document.cookie = 'theme-system=light; path=/';
    const system = fakeSystem(false);
    const { unmount } = renderMode('light');
    expect(screen.getByRole('status')).toHaveTextContent('light');
    system.turn(true);
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    expect(cookies()).toEqual(['theme-system=dark']);
    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it('a toggle is a choice: the system no longer moves the page', async () => {
    const system = fakeSystem(false);
    renderMode('light');
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    system.turn(false);
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    expect(cookies()).toContain('theme=dark');
  });
});

describe('theme-color (a phone browser’s toolbar)', () => {
  const meta = () => document.querySelector('meta[name="theme-color"]')!.getAttribute('content');
  beforeEach(() => {
    // As pages/_document.tsx writes it for a light page.
    document.head.insertAdjacentHTML('beforeend', '<meta id="theme-color" name="theme-color" content="#ffffff">');
  });
  afterEach(() => document.querySelector('meta[name="theme-color"]')?.remove());

  it('is the header’s colour in the mode shown: toggled, and when the system turns', async () => {
    const system = fakeSystem(false);
    renderMode('light');
    expect(meta()).toBe('#ffffff');
    system.turn(true);
    expect(meta()).toBe('#161d2c');
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(meta()).toBe('#ffffff');
  });
});

describe('colorModeOf (what the server paints)', () => {
  it('the choice first, then the system as last seen, then light', () => {
    expect(colorModeOf({ theme: 'light', 'theme-system': 'dark' })).toBe('light');
    expect(colorModeOf({ 'theme-system': 'dark' })).toBe('dark');
    expect(colorModeOf({ theme: 'dark' })).toBe('dark');
    expect(colorModeOf({})).toBe('light');
    expect(colorModeOf({ 'theme-system': 'purple' })).toBe('light');
  });

  it("the system's client hint is current: it wins over the cookie the page last wrote, never over the choice", () => {
    expect(colorModeOf({ 'theme-system': 'light' }, 'dark')).toBe('dark');
    expect(colorModeOf({ 'theme-system': 'dark' }, 'light')).toBe('light');
    expect(colorModeOf({}, 'dark')).toBe('dark');
    expect(colorModeOf({ theme: 'light' }, 'dark')).toBe('light');
    // Anything else is no hint.
    expect(colorModeOf({ 'theme-system': 'dark' }, 'no-preference')).toBe('dark');
    expect(colorModeOf({ 'theme-system': 'dark' }, ['light'])).toBe('dark');
  });
});
