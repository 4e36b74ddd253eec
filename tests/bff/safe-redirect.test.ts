import { safeRedirectPath } from '@/lib/safe-redirect';

// Each of these must never leave the site (or must be refused outright).
const openRedirects = [
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'http://evil.com',
  'HTTPS://evil.com',
  '//evil.com/%2F..',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%5C%5Cevil.com',
  '/%252F%252Fevil.com',
  '/%25252F%25252Fevil.com',
  '/..//evil.com',
  '/../..//evil.com',
  '/./../..//evil.com',
  '/.%2E//evil.com',
  '/%2E%2E//evil.com',
  '/\tevil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  ' //evil.com',
  '/ /evil.com',
  '//evil.com@codeport.test',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%00/evil.com',
  'evil.com',
  '',
  '/\u3000/evil.com',
  '//%65vil.com',
  '/%E3%80%80/evil.com',
  'http:/evil.com',
  'http:evil.com',
];

describe('post-login redirect targets', () => {
  it.each(openRedirects)('refuses %j', (payload) => {
    expect(safeRedirectPath(payload)).toBeNull();
  });

  it('has at least 30 payloads', () => expect(openRedirects.length).toBeGreaterThanOrEqual(30));

  it.each([
    ['/rent', '/rent'],
    ['/settings/security?tab=2', '/settings/security?tab=2'],
    ['/support/12#reply', '/support/12#reply'],
    ['/es/activations', '/es/activations'],
    ['/history/../rent', '/rent'],
    // A look-alike space is just a strange path on our own site.
    ['/ﾠ/evil.com', '/%EF%BE%A0/evil.com'],
  ])('keeps same-origin path %j', (raw, expected) => expect(safeRedirectPath(raw)).toBe(expected));
});
