import { render } from '@testing-library/react';
import { pathIcon } from '@/components/common/path-icon';

describe('pathIcon', () => {
  it('draws a 24 px icon hidden from screen readers and out of the tab order, with the caller’s class', () => {
    const { container } = render(pathIcon('M7 10l5 5 5-5z', { className: 'x__icon' }));
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('class')).toBe('x__icon');
    expect(svg.getAttribute('role')).toBeNull();
    expect([...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(['M7 10l5 5 5-5z']);
  });

  it('draws every path of a many-path icon, in order', () => {
    const { container } = render(pathIcon(['M1 1h2', 'M3 3h4']));
    expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(['M1 1h2', 'M3 3h4']);
    expect(container.querySelector('svg')!.hasAttribute('class')).toBe(false);
  });

  it('with a label, is an image named by it', () => {
    const { getByRole } = render(pathIcon('M1 1h2', { label: 'Favourite' }));
    const img = getByRole('img', { name: 'Favourite' });
    expect(img.getAttribute('aria-hidden')).toBeNull();
  });
});
