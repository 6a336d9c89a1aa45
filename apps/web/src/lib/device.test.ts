import { describe, expect, it } from 'vitest';
import { isMobileDevice, isMobileUserAgent } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WECHAT = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116.0 MicroMessenger/8.0.47';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('isMobileUserAgent', () => {
  it('recognises phones and in-app browsers', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(ANDROID)).toBe(true);
    expect(isMobileUserAgent(WECHAT)).toBe(true);
  });
  it('leaves desktop browsers alone', () => {
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });
});

describe('isMobileDevice (width below 992 px OR a mobile user agent)', () => {
  it('uses the 992 px breakpoint', () => {
    expect(isMobileDevice(991, DESKTOP)).toBe(true);
    expect(isMobileDevice(992, DESKTOP)).toBe(false);
    expect(isMobileDevice(1440, DESKTOP)).toBe(false);
  });
  it('a mobile user agent is mobile at any width', () => {
    expect(isMobileDevice(1280, IPHONE)).toBe(true);
  });
});
