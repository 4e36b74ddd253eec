import { screen } from '@testing-library/react';
import { useMoney } from '@/hooks/use-money';
import { makeConfig, makeUser, mockFetch, renderShell } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

function Price({ minor }: { minor: number }) {
  const money = useMoney();
  return <span data-testid="price">{money(minor)}</span>;
}

beforeEach(() => {
  resetRouter();
  mockFetch({});
});

describe('amounts shown in the right currency', () => {
  it('guests see the site currency the server put in the page config', () => {
    renderShell(<Price minor={12345} />, { user: null, config: makeConfig({ currency: 'rub' }) });
    expect(screen.getByTestId('price')).toHaveTextContent(/^123\.45\s?₽$/);
  });

  it('a signed-in user sees their own account currency, whatever the site default', () => {
    renderShell(<Price minor={990} />, {
      user: makeUser({ currency: 'usd' }),
      config: makeConfig({ currency: 'rub' }),
    });
    expect(screen.getByTestId('price')).toHaveTextContent('$9.90');
  });
});
