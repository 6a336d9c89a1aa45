// Where a video of jxj_page_video plays from. The dictionary's remark is either one file (an
// address ending in .mp4 or .webm, as staff may set it) or the base address of a set shipped with
// the demo (base.webm, base.mp4 and the poster base.jpg).
export interface VideoSource {
  sources: { src: string; type: string }[];
  poster: string | null;
}

const TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

export function videoSource(remark: string | null | undefined): VideoSource | null {
  const url = (remark ?? '').trim();
  if (!url || !/^(https?:\/\/|\/)/.test(url)) return null;
  const ext = /\.([a-z0-9]+)(?:\?.*)?$/i.exec(url)?.[1]?.toLowerCase();
  if (ext && TYPES[ext]) return { sources: [{ src: url, type: TYPES[ext] }], poster: null };
  if (ext) return null;
  return {
    sources: [
      { src: `${url}.webm`, type: TYPES.webm },
      { src: `${url}.mp4`, type: TYPES.mp4 },
    ],
    poster: `${url}.jpg`,
  };
}
