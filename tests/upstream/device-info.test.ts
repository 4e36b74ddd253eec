import { describeDevice, displayIp } from '../../upstream/accounts/device-info';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

describe('describeDevice', () => {
  it('names a desktop browser by its major version and its system', () => {
    expect(describeDevice(CHROME_LINUX)).toEqual({ browser: 'Chrome 131', os: 'Linux', kind: 'computer' });
  });

  it('names a phone and a tablet with their hardware', () => {
    expect(describeDevice(SAFARI_IPHONE)).toEqual({
      browser: 'Mobile Safari 17',
      os: 'iOS 17.5',
      model: 'Apple iPhone',
      kind: 'phone',
    });
    expect(describeDevice(IPAD)).toMatchObject({ model: 'Apple iPad', kind: 'tablet' });
  });

  it('makes up nothing for an agent that is no browser', () => {
    expect(describeDevice('codeport-bff')).toEqual({});
  });
});

describe('displayIp', () => {
  it('shows an IPv4-mapped address as the IPv4 its owner knows', () => {
    expect(displayIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(displayIp('2001:db8::3')).toBe('2001:db8::3');
    expect(displayIp('10.0.0.2')).toBe('10.0.0.2');
  });

  it('leaves what is not an address as it is', () => {
    expect(displayIp('unknown')).toBe('unknown');
  });
});
