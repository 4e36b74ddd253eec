import { screen } from '@testing-library/react';
import { NumberRow } from '@/features/numbers/components/number-row';
import { LatestPurchases } from '@/features/numbers/components/latest-purchases';
import { activation, rent } from './fixtures';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const row = (entry: Parameters<typeof NumberRow>[0]['entry']) =>
  renderWith(
    <ul>
      <NumberRow entry={entry} />
    </ul>,
  );

describe('a refunded number says how much came back', () => {
  it('a cancelled activation the ledger refunded reads "Refunded $0.40", not "Cancelled"', () => {
    row(activation({ status: 'cancelled', price: 40, refunded: 40 }));
    expect(screen.getByText('Refunded $0.40')).toBeInTheDocument();
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
  });

  it('a rental that expired without a code and was refunded says so too', () => {
    row(rent({ status: 'expired', price: 900, refunded: 900 }));
    expect(screen.getByText('Refunded $9.00')).toBeInTheDocument();
  });

  it('without a refund (or from an upstream that does not say) the status stays', () => {
    row(activation({ status: 'cancelled', refunded: 0 }));
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('an open number never reads as refunded', () => {
    row(activation({ status: 'waiting', refunded: 40 }));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText(/Refunded/)).not.toBeInTheDocument();
  });

  it('the latest purchases say it as well', async () => {
    mockFetch({
      'GET /api/user/latest-purchases': {
        body: { status: true, purchases: [activation({ status: 'expired', price: 125, refunded: 125 })] },
      },
    });
    renderWith(<LatestPurchases kind="activation" />);
    expect(await screen.findByText(/Refunded \$1\.25/)).toBeInTheDocument();
  });
});
