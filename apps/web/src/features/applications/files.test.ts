import { describe, expect, it } from 'vitest';
import { fileHref, fileName } from './files';

describe('fileHref', () => {
  it('same-site paths and http(s) addresses', () => {
    expect(fileHref({ fileRoute: '/api/file/abc.pdf' })).toBe('/api/file/abc.pdf');
    expect(fileHref({ fileRoute: '', url: 'https://x.test/a.pdf' })).toBe('https://x.test/a.pdf');
  });
  it('never a script or protocol-relative URL', () => {
    expect(fileHref({ fileRoute: 'javascript:alert(1)' })).toBeUndefined();
    expect(fileHref({ fileRoute: '//evil.test/a' })).toBeUndefined();
  });
  it('names', () => {
    expect(fileName({ fileName: 'cv.pdf', fileRoute: '/api/file/x' })).toBe('cv.pdf');
    expect(fileName({ fileRoute: '/api/file/x' })).toBe('/api/file/x');
  });
});
