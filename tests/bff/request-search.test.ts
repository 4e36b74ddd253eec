import fc from 'fast-check';
import { requestSearch } from '@/bff/proxy/prepare';

/** What a URL makes of the same target: the reading requestSearch must keep. */
function viaUrl(url: string): [string, string][] | 'invalid' {
  try {
    return [...new URL(url, 'http://bff.invalid').searchParams];
  } catch {
    return 'invalid';
  }
}

// The characters Node's HTTP parser lets through in a request target: visible ASCII, and
// bytes 0x80–0xff, which it hands over as Latin-1 characters. The URL syntax characters
// are drawn often, so targets with several `?`, `#`, `&`, `=`, `%` and `+` are common.
const targetChar = fc.oneof(
  fc.constantFrom('?', '#', '&', '=', '%', '+', '/', ':', '@', '[', ']', '\\', "'", '%2', '%41', '%zz', '%C3%A9'),
  fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
);
const target = fc.array(targetChar, { maxLength: 40 }).map((chars) => chars.join(''));

describe('requestSearch', () => {
  it('reads the same pairs as a URL from any target Node can hand over', () => {
    fc.assert(
      fc.property(target, (url) => {
        const expected = viaUrl(url);
        // A target a URL refuses (`//[`: a bad host) still has its query read, not a throw.
        if (expected !== 'invalid') expect([...requestSearch(url)]).toEqual(expected);
        else expect(() => requestSearch(url)).not.toThrow();
      }),
      { numRuns: 5000 },
    );
  });

  it('takes the query up to a fragment, and none when the fragment comes first', () => {
    expect([...requestSearch('/api/sidebar?target=/api/countries&a=1#x?b=2')]).toEqual([
      ['target', '/api/countries'],
      ['a', '1'],
    ]);
    expect([...requestSearch('/api/x#frag?target=a')]).toEqual([]);
    expect([...requestSearch('/api/x?a=%41+b&a=%zz?c')]).toEqual([
      ['a', 'A b'],
      ['a', '%zz?c'],
    ]);
    expect([...requestSearch('/api/x??a=1')]).toEqual([['?a', '1']]);
    // A raw Latin-1 byte stays its character, as in a URL (Node's own query parser makes U+FFFD of it).
    expect([...requestSearch('/api/x?a=\u00e9%41')]).toEqual([['a', '\u00e9A']]);
    // No URL can be made of these (a bad host); the query is read all the same.
    expect([...requestSearch('//[/api/x?a=1')]).toEqual([['a', '1']]);
    expect([...requestSearch('//[\u00e9?a=1')]).toEqual([['a', '1']]);
    expect([...requestSearch(undefined)]).toEqual([]);
    expect([...requestSearch('/api/x')]).toEqual([]);
  });

  it('gives a search that is the query alone: deleting a key leaves the rest as sent', () => {
    const search = requestSearch('/api/sidebar?target=/api/countries&search=ge');
    search.delete('target');
    expect(search.toString()).toBe('search=ge');
  });
});
