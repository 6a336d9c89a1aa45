// @vitest-environment happy-dom
// The video carousel plays the current language's set: posters and the dialog's sources are
// intro-N.cn.* on the Chinese page and intro-N.en.* on the English one, and they follow a change of
// language (the dialog's player too). A file staff set plays as it is. The dictionary is mocked.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictEntry } from '@portal/shared';
import cnHome from '../../../locales/zh-CN/home.json';
import enHome from '../../../locales/en/home.json';

const entry = (n: number, dictLabel: string, dictEnLabel: string, remark = `/api/assets/videos/intro-${n}`): DictEntry => ({
  dictType: 'jxj_page_video',
  dictValue: String(n),
  dictLabel,
  dictEnLabel,
  remark,
});
const VIDEOS = [
  entry(1, '留学申请全流程解读', 'The Application Process Explained'),
  entry(2, '如何选择适合自己的国家与院校', 'Choosing the Right Country and School'),
  entry(3, '奖学金申请攻略', 'A Guide to Scholarship Applications', '/api/file/0123456789abcdef0123456789abcdef.mp4'),
];

vi.mock('../../../lib/dict', async (original) => ({
  ...(await original<object>()),
  useDict: () => ({ data: { jxj_page_video: VIDEOS }, isPending: false, isError: false, refetch: vi.fn() }),
}));

// Imported after the mock it relies on.
const { default: VideoCarousel } = await import('./VideoCarousel');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'zh-CN',
    fallbackLng: false,
    ns: ['home'],
    resources: { 'zh-CN': { home: cnHome }, en: { home: enHome } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(async () => {
  await i18next.changeLanguage('zh-CN');
  // happy-dom's <dialog> may lack showModal: open it as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

const posters = (container: HTMLElement) => [...container.querySelectorAll('.video-card__img')].map((i) => i.getAttribute('src'));
const titles = (container: HTMLElement) => [...container.querySelectorAll('.video-card__title')].map((p) => p.textContent);
const player = () => document.querySelector('dialog.video-dialog video') as HTMLVideoElement;
const playing = () => ({
  poster: player().getAttribute('poster'),
  sources: [...player().querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')]),
});

describe('VideoCarousel', () => {
  it('shows the Chinese posters and plays the Chinese files on the Chinese page', () => {
    const { container } = render(<VideoCarousel />);
    expect(titles(container)).toEqual(['留学申请全流程解读', '如何选择适合自己的国家与院校', '奖学金申请攻略']);
    // The staff's single file has no poster: its tile shows the gradient only.
    expect(posters(container)).toEqual(['/api/assets/videos/intro-1.cn.jpg', '/api/assets/videos/intro-2.cn.jpg']);
    fireEvent.click(screen.getByRole('button', { name: '播放：如何选择适合自己的国家与院校' }));
    expect(playing()).toEqual({
      poster: '/api/assets/videos/intro-2.cn.jpg',
      sources: [
        ['/api/assets/videos/intro-2.cn.webm', 'video/webm'],
        ['/api/assets/videos/intro-2.cn.mp4', 'video/mp4'],
      ],
    });
  });

  it('shows the English posters and plays the English files on the English page', async () => {
    await i18next.changeLanguage('en');
    const { container } = render(<VideoCarousel />);
    expect(titles(container)).toEqual([
      'The Application Process Explained',
      'Choosing the Right Country and School',
      'A Guide to Scholarship Applications',
    ]);
    expect(posters(container)).toEqual(['/api/assets/videos/intro-1.en.jpg', '/api/assets/videos/intro-2.en.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Play: The Application Process Explained' }));
    expect(playing()).toEqual({
      poster: '/api/assets/videos/intro-1.en.jpg',
      sources: [
        ['/api/assets/videos/intro-1.en.webm', 'video/webm'],
        ['/api/assets/videos/intro-1.en.mp4', 'video/mp4'],
      ],
    });
    expect(container.innerHTML).not.toContain('.cn.');
  });

  it('switches the files with the language, the open player included', async () => {
    const { container } = render(<VideoCarousel />);
    fireEvent.click(screen.getByRole('button', { name: '播放：留学申请全流程解读' }));
    const before = player();
    expect(playing().sources[0][0]).toBe('/api/assets/videos/intro-1.cn.webm');
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(posters(container)).toEqual(['/api/assets/videos/intro-1.en.jpg', '/api/assets/videos/intro-2.en.jpg']);
    expect(playing()).toEqual({
      poster: '/api/assets/videos/intro-1.en.jpg',
      sources: [
        ['/api/assets/videos/intro-1.en.webm', 'video/webm'],
        ['/api/assets/videos/intro-1.en.mp4', 'video/mp4'],
      ],
    });
    // A new player, so the browser loads the new sources.
    expect(player()).not.toBe(before);
    expect(within(document.querySelector('dialog.video-dialog') as HTMLElement).getByRole('heading').textContent).toBe(
      'The Application Process Explained',
    );
    await act(async () => {
      await i18next.changeLanguage('zh-CN');
    });
    expect(posters(container)).toEqual(['/api/assets/videos/intro-1.cn.jpg', '/api/assets/videos/intro-2.cn.jpg']);
    expect(playing().sources.map(([src]) => src)).toEqual(['/api/assets/videos/intro-1.cn.webm', '/api/assets/videos/intro-1.cn.mp4']);
  });

  it('plays a file staff set as it is, in either language', async () => {
    for (const [lang, name] of [
      ['zh-CN', '播放：奖学金申请攻略'],
      ['en', 'Play: A Guide to Scholarship Applications'],
    ]) {
      await i18next.changeLanguage(lang);
      render(<VideoCarousel />);
      fireEvent.click(screen.getByRole('button', { name }));
      expect(playing()).toEqual({
        poster: null,
        sources: [['/api/file/0123456789abcdef0123456789abcdef.mp4', 'video/mp4']],
      });
      cleanup();
    }
  });
});
