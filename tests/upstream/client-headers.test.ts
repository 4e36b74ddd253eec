import type { FastifyRequest } from 'fastify';
import { readClientHeaders } from '../../upstream/server/client-headers';

const request = (headers: Record<string, string>) => ({ headers, ip: '127.0.0.1' }) as unknown as FastifyRequest;

describe('the Zone header', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps an IANA zone and drops anything else', () => {
    expect(readClientHeaders(request({ zone: 'Europe/Madrid' })).zone).toBe('Europe/Madrid');
    expect(readClientHeaders(request({ zone: ' America/New_York ' })).zone).toBe('America/New_York');
    expect(readClientHeaders(request({ zone: 'Mars/Olympus_Mons' })).zone).toBeNull();
    expect(readClientHeaders(request({ zone: 'Europe/' + 'x'.repeat(70) })).zone).toBeNull();
    expect(readClientHeaders(request({})).zone).toBeNull();
    // Asked again, the same answers (the second time from what was remembered).
    expect(readClientHeaders(request({ zone: 'Mars/Olympus_Mons' })).zone).toBeNull();
    expect(readClientHeaders(request({ zone: 'Europe/Madrid' })).zone).toBe('Europe/Madrid');
  });

  it('checks a zone once, not on every request (issue 19: ~50 µs a formatter)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 50; i++) expect(readClientHeaders(request({ zone: 'Asia/Tokyo' })).zone).toBe('Asia/Tokyo');
    for (let i = 0; i < 50; i++) expect(readClientHeaders(request({ zone: 'Nowhere/Atlantis' })).zone).toBeNull();
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('remembers a bounded number of names, and still answers right past the bound', () => {
    for (let i = 0; i < 3_000; i++) expect(readClientHeaders(request({ zone: `Fake/Zone_${i}` })).zone).toBeNull();
    expect(readClientHeaders(request({ zone: 'Australia/Sydney' })).zone).toBe('Australia/Sydney');
    expect(readClientHeaders(request({ zone: 'Fake/Zone_2999' })).zone).toBeNull();
  });
});
