import { UAParser } from 'ua-parser-js';
import ipaddr from 'ipaddr.js';

export type DeviceKind = 'computer' | 'phone' | 'tablet';

/** What a session's user agent says about the device, in words a user recognises. */
export interface DeviceInfo {
  /** "Chrome 131", "Mobile Safari 17.5". */
  browser?: string;
  /** "Windows 10", "iOS 17.5". */
  os?: string;
  /** "Apple iPhone", when the agent names the hardware. */
  model?: string;
  /** Undefined when the agent is not a browser's (a script, the BFF's own name). */
  kind?: DeviceKind;
}

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

/** The upstream stores the raw User-Agent; a list of those strings means nothing to a reader. */
export function describeDevice(userAgent: string): DeviceInfo {
  const { browser, os, device } = UAParser(userAgent);
  const info: DeviceInfo = {
    // The major version is enough to tell two Chromes apart; the full build number is noise.
    browser: join(browser.name, browser.major),
    os: join(os.name, os.version),
    model: join(device.vendor, device.model),
  };
  if (device.type === 'mobile') info.kind = 'phone';
  else if (device.type === 'tablet') info.kind = 'tablet';
  else if (info.browser) info.kind = 'computer';
  return info;
}

/**
 * The address as the user knows it: a dual-stack server reports IPv4 clients as IPv4-mapped
 * IPv6 (`::ffff:127.0.0.1`), which nobody recognises as their own address.
 */
export function displayIp(ip: string): string {
  return ipaddr.isValid(ip) ? ipaddr.process(ip).toString() : ip;
}

/**
 * The device as it stays across updates, to tell a device seen before from a new one: the
 * browser's and the system's names without versions and the kind of device; the agent itself
 * when it is not a browser's (a script).
 */
export function deviceFamily(userAgent: string): string {
  const { browser, os, device } = UAParser(userAgent);
  return browser.name ? [browser.name, os.name, device.type].join('|') : userAgent;
}

/** The device in a sentence: "Chrome 131, Linux"; a script's agent as it sent it (shortened). */
export function deviceSummary(userAgent: string): string {
  const { browser, os, model } = describeDevice(userAgent);
  return browser ? [browser, model, os].filter(Boolean).join(', ') : userAgent.slice(0, 60);
}
