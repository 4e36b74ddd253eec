import { applyNewCode, isListKeyOf, latestCode } from '@/lib/number-cache';

const entry = (id: number, status = 'waiting') => ({ id, status, phone: `+1${id}`, messages: [] as unknown[] });

describe('number cache', () => {
  const event = {
    type: 'activation' as const,
    activation: { id: 2, status: 'code_received', messages: [{ id: 9, code: '1234' }] },
  };

  it('replaces the matching entry of an active list and keeps the rest', () => {
    const data = { status: true, numbers: { data: [entry(1), entry(2)], meta: { total: 2 } }, total_count: 2 };
    const next = applyNewCode(data, event);
    expect(next).not.toBe(data);
    expect(next.numbers.data[0]).toBe(data.numbers.data[0]);
    expect(next.numbers.data[1]).toMatchObject({
      id: 2,
      status: 'code_received',
      phone: '+12',
      messages: [{ code: '1234' }],
    });
    expect(next.numbers.meta).toEqual({ total: 2 });
  });

  it('replaces the entry in latest purchases', () => {
    const data = { status: true, purchases: [entry(2)] };
    expect(applyNewCode(data, event).purchases[0]).toMatchObject({ status: 'code_received' });
  });

  it('returns the same object when nothing matches or the shape is unknown', () => {
    const data = { status: true, numbers: { data: [entry(5)] } };
    expect(applyNewCode(data, event)).toBe(data);
    const other = { user: 1 };
    expect(applyNewCode(other, event)).toBe(other);
  });

  it('tells list keys of each kind apart', () => {
    expect(isListKeyOf('activation', '/api/user/active-numbers?page=2')).toBe(true);
    expect(isListKeyOf('activation', '/api/user/active-rent-numbers')).toBe(false);
    expect(isListKeyOf('rent', '/api/user/latest-rent-purchases')).toBe(true);
    expect(isListKeyOf('rent', ['/api/user/active-rent-numbers'])).toBe(false);
  });

  it('picks the newest code', () => {
    expect(
      latestCode([
        { code: '111', received_at: '2026-01-01T10:00:00Z' },
        { code: null, received_at: '2026-01-01T10:05:00Z' },
        { code: '222', received_at: '2026-01-01T10:03:00Z' },
      ]),
    ).toBe('222');
    expect(latestCode([])).toBeNull();
  });
});
