// Where a video of jxj_page_video plays from. The dictionary's remark is either one file (an
// address ending in .mp4 or .webm, as staff may set it: played in both languages) or the base
// address of a set shipped with the demo, one a language with that language's text only:
// base.<lang>.webm, base.<lang>.mp4 and the poster base.<lang>.jpg.
import type { Lang } from '@portal/shared';

export interface VideoSource {
  sources: { src: string; type: string }[];
  poster: string | null;
}

const TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

export function videoSource(remark: string | null | undefined, lang: Lang): VideoSource | null {
  const url = (remark ?? '').trim();
  if (!url || !/^(https?:\/\/|\/)/.test(url)) return null;
  const ext = /\.([a-z0-9]+)(?:\?.*)?$/i.exec(url)?.[1]?.toLowerCase();
  if (ext && TYPES[ext]) return { sources: [{ src: url, type: TYPES[ext] }], poster: null };
  if (ext) return null;
  const base = `${url}.${lang}`;
  return {
    sources: [
      { src: `${base}.webm`, type: TYPES.webm },
      { src: `${base}.mp4`, type: TYPES.mp4 },
    ],
    poster: `${base}.jpg`,
  };
}
