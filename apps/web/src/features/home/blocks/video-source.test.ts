import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it('reads a base address as webm, mp4 and a jpg poster', () => {
    expect(videoSource('/api/assets/videos/intro-1')).toEqual({
      sources: [
        { src: '/api/assets/videos/intro-1.webm', type: 'video/webm' },
        { src: '/api/assets/videos/intro-1.mp4', type: 'video/mp4' },
      ],
      poster: '/api/assets/videos/intro-1.jpg',
    });
  });
  it('plays one file as it is', () => {
    expect(videoSource('/api/file/abc.mp4')).toEqual({ sources: [{ src: '/api/file/abc.mp4', type: 'video/mp4' }], poster: null });
    expect(videoSource('https://cdn.example/v.webm?x=1')?.sources[0].type).toBe('video/webm');
  });
  it('refuses what cannot play', () => {
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
    expect(videoSource('/api/file/doc.pdf')).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
  });
});
