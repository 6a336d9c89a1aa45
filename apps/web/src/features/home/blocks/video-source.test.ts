import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it("reads a base address as the language's webm, mp4 and jpg poster", () => {
    expect(videoSource('/api/assets/videos/intro-1', 'cn')).toEqual({
      sources: [
        { src: '/api/assets/videos/intro-1.cn.webm', type: 'video/webm' },
        { src: '/api/assets/videos/intro-1.cn.mp4', type: 'video/mp4' },
      ],
      poster: '/api/assets/videos/intro-1.cn.jpg',
    });
    expect(videoSource('/api/assets/videos/intro-1', 'en')).toEqual({
      sources: [
        { src: '/api/assets/videos/intro-1.en.webm', type: 'video/webm' },
        { src: '/api/assets/videos/intro-1.en.mp4', type: 'video/mp4' },
      ],
      poster: '/api/assets/videos/intro-1.en.jpg',
    });
  });
  it('plays one file as it is, in either language', () => {
    for (const lang of ['cn', 'en'] as const) {
      expect(videoSource('/api/file/abc.mp4', lang)).toEqual({ sources: [{ src: '/api/file/abc.mp4', type: 'video/mp4' }], poster: null });
      expect(videoSource('https://cdn.example/v.webm?x=1', lang)?.sources[0].type).toBe('video/webm');
    }
  });
  it('refuses what cannot play', () => {
    expect(videoSource('', 'cn')).toBeNull();
    expect(videoSource(null, 'en')).toBeNull();
    expect(videoSource('/api/file/doc.pdf', 'cn')).toBeNull();
    expect(videoSource('javascript:alert(1)', 'en')).toBeNull();
  });
});
