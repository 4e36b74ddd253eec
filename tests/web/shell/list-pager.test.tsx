import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPager } from '@/components/common/list-pager';
import { renderWith } from '../numbers/harness';

describe('ListPager', () => {
  it('shows nothing, and loads nothing, for a list of one page', async () => {
    const { container } = renderWith(<ListPager page={1} lastPage={1} onChange={() => undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows every page once its code has loaded, the current one marked, and goes to the one clicked', async () => {
    const onChange = jest.fn();
    renderWith(<ListPager page={2} lastPage={3} onChange={onChange} />);
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
