import { render, screen } from '@testing-library/react';
import { ColorModeProvider, useColorMode } from '@/state/color-mode';

function Mode() {
  return <output>{useColorMode().mode}</output>;
}

afterEach(() => {
  document.cookie = 'theme=; max-age=0; path=/';
});

describe('colour mode', () => {
  it('keeps the mode the server painted', () => {
    document.cookie = 'theme=dark; path=/';
    render(
      <ColorModeProvider initial="light">
        <Mode />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('light');
  });

  it('on a static page (no server mode) reads the cookie in the browser', () => {
    document.cookie = 'theme=dark; path=/';
    render(
      <ColorModeProvider initial={undefined}>
        <Mode />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('dark');
  });
});
