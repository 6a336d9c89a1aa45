// Generated pictures for the demo catalogue: university monograms and campus banners, country
// flags and pictures, article covers and home banners. Nothing is downloaded; every picture is
// an SVG drawn from the names, with colours derived from them.

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function hue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h % 360;
}

const STOP_WORDS = new Set(['of', 'the', 'and', 'at', 'in', 'for', 'de', 'du', 'des', 'la', 'le', 'und', 'für']);

/** 'University of Oxford' -> 'UO'; 'Imperial College London' -> 'ICL' (three letters at most). */
export function monogram(enName: string): string {
  const words = enName.replace(/[^A-Za-zÀ-ž' -]/g, ' ').split(/\s+/).filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  return (words.map((w) => w[0]!.toUpperCase()).join('').slice(0, 3) || 'U');
}

export function logoSvg(enName: string): string {
  const h = hue(enName);
  const m = monogram(enName);
  const size = m.length === 3 ? 30 : 38;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${esc(enName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},62%,42%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,30%)"/></linearGradient></defs>
<circle cx="60" cy="60" r="58" fill="url(#g)"/><circle cx="60" cy="60" r="50" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>
<text x="60" y="${60 + size / 3}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="700" fill="#fff">${esc(m)}</text></svg>`;
}

export function campusSvg(name: string, enName: string): string {
  const h = hue(enName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-label="${esc(enName)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},55%,35%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},60%,22%)"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#s)"/>
<g fill="#fff" fill-opacity=".08"><circle cx="1050" cy="60" r="180"/><circle cx="120" cy="340" r="140"/></g>
<g fill="#fff" fill-opacity=".16"><rect x="700" y="170" width="380" height="190"/><polygon points="680,175 890,80 1100,175"/><rect x="740" y="215" width="30" height="145" fill-opacity=".5"/><rect x="820" y="215" width="30" height="145" fill-opacity=".5"/><rect x="930" y="215" width="30" height="145" fill-opacity=".5"/><rect x="1010" y="215" width="30" height="145" fill-opacity=".5"/></g>
<text x="60" y="170" font-family="'WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif" font-size="52" font-weight="700" fill="#fff">${esc(name)}</text>
<text x="60" y="225" font-family="Georgia, serif" font-size="30" fill="#fff" fill-opacity=".85">${esc(enName)}</text></svg>`;
}

type FlagDraw = (w: number, h: number) => string;
const stripesH = (...c: string[]): FlagDraw => (w, h) => c.map((col, i) => `<rect y="${(i * h) / c.length}" width="${w}" height="${h / c.length + 0.5}" fill="${col}"/>`).join('');
const stripesV = (...c: string[]): FlagDraw => (w, h) => c.map((col, i) => `<rect x="${(i * w) / c.length}" width="${w / c.length + 0.5}" height="${h}" fill="${col}"/>`).join('');
const nordic = (bg: string, cross: string, border?: string): FlagDraw => (w, h) =>
  `<rect width="${w}" height="${h}" fill="${bg}"/>` +
  (border ? `<rect x="${w * 0.28}" width="${w * 0.16}" height="${h}" fill="${border}"/><rect y="${h * 0.38}" width="${w}" height="${h * 0.24}" fill="${border}"/>` : '') +
  `<rect x="${w * 0.31}" width="${w * 0.1}" height="${h}" fill="${cross}"/><rect y="${h * 0.43}" width="${w}" height="${h * 0.14}" fill="${cross}"/>`;
const union = (w: number, h: number) =>
  `<rect width="${w}" height="${h}" fill="#012169"/><path d="M0,0L${w},${h}M${w},0L0,${h}" stroke="#fff" stroke-width="${h * 0.2}"/><path d="M0,0L${w},${h}M${w},0L0,${h}" stroke="#C8102E" stroke-width="${h * 0.07}"/><rect x="${w * 0.42}" width="${w * 0.16}" height="${h}" fill="#fff"/><rect y="${h * 0.36}" width="${w}" height="${h * 0.28}" fill="#fff"/><rect x="${w * 0.45}" width="${w * 0.1}" height="${h}" fill="#C8102E"/><rect y="${h * 0.4}" width="${w}" height="${h * 0.2}" fill="#C8102E"/>`;
const star = (x: number, y: number, r: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};

const FLAGS: Record<string, FlagDraw> = {
  uk: union,
  ir: stripesV('#169B62', '#fff', '#FF883E'),
  hl: stripesH('#AE1C28', '#fff', '#21468B'),
  sg: (w, h) => `${stripesH('#EF3340', '#fff')(w, h)}<circle cx="${w * 0.2}" cy="${h * 0.25}" r="${h * 0.17}" fill="#fff"/><circle cx="${w * 0.25}" cy="${h * 0.25}" r="${h * 0.16}" fill="#EF3340"/>`,
  ca: (w, h) => `${stripesV('#D80621', '#fff', '#fff', '#D80621')(w, h)}${star(w / 2, h / 2, h * 0.28, '#D80621')}`,
  au: (w, h) => `<rect width="${w}" height="${h}" fill="#012169"/><svg width="${w / 2}" height="${h / 2}">${union(w / 2, h / 2)}</svg>${star(w * 0.25, h * 0.75, h * 0.12, '#fff')}${star(w * 0.75, h * 0.3, h * 0.07, '#fff')}${star(w * 0.65, h * 0.55, h * 0.07, '#fff')}${star(w * 0.85, h * 0.5, h * 0.07, '#fff')}${star(w * 0.75, h * 0.82, h * 0.07, '#fff')}`,
  nz: (w, h) => `<rect width="${w}" height="${h}" fill="#012169"/><svg width="${w / 2}" height="${h / 2}">${union(w / 2, h / 2)}</svg>${star(w * 0.75, h * 0.25, h * 0.08, '#C8102E')}${star(w * 0.65, h * 0.5, h * 0.08, '#C8102E')}${star(w * 0.85, h * 0.45, h * 0.08, '#C8102E')}${star(w * 0.75, h * 0.8, h * 0.08, '#C8102E')}`,
  ch: (w, h) => `<rect width="${w}" height="${h}" fill="#DA291C"/><rect x="${w / 2 - h * 0.09}" y="${h * 0.2}" width="${h * 0.18}" height="${h * 0.6}" fill="#fff"/><rect x="${w / 2 - h * 0.3}" y="${h * 0.41}" width="${h * 0.6}" height="${h * 0.18}" fill="#fff"/>`,
  swe: nordic('#006AA7', '#FECC02'),
  no: nordic('#BA0C2F', '#00205B', '#fff'),
  my: (w, h) => `${Array.from({ length: 14 }, (_, i) => `<rect y="${(i * h) / 14}" width="${w}" height="${h / 14 + 0.5}" fill="${i % 2 ? '#fff' : '#CC0001'}"/>`).join('')}<rect width="${w / 2}" height="${h * 0.57}" fill="#010066"/><circle cx="${w * 0.2}" cy="${h * 0.28}" r="${h * 0.18}" fill="#FFCC00"/><circle cx="${w * 0.24}" cy="${h * 0.28}" r="${h * 0.15}" fill="#010066"/>${star(w * 0.37, h * 0.28, h * 0.12, '#FFCC00')}`,
  de: stripesH('#000', '#DD0000', '#FFCE00'),
  hun: stripesH('#CE2939', '#fff', '#477050'),
  fr: stripesV('#002395', '#fff', '#ED2939'),
  usa: (w, h) => `${Array.from({ length: 13 }, (_, i) => `<rect y="${(i * h) / 13}" width="${w}" height="${h / 13 + 0.5}" fill="${i % 2 ? '#fff' : '#B22234'}"/>`).join('')}<rect width="${w * 0.4}" height="${(h * 7) / 13}" fill="#3C3B6E"/>${Array.from({ length: 12 }, (_, i) => star(w * (0.05 + (i % 4) * 0.1), h * (0.08 + Math.floor(i / 4) * 0.15), h * 0.04, '#fff')).join('')}`,
};

export function flagSvg(code: string): string | null {
  const draw = FLAGS[code.toLowerCase()];
  if (!draw) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40" role="img" aria-label="${esc(code.toUpperCase())}">${draw(60, 40)}</svg>`;
}

export function posterSvg(title: string, subtitle: string, seed: string, w = 800, h = 450): string {
  const hh = hue(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hh},70%,55%)"/><stop offset="1" stop-color="hsl(${(hh + 60) % 360},65%,38%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#p)"/><g fill="#fff" fill-opacity=".1"><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}"/><circle cx="${w * 0.1}" cy="${h}" r="${h * 0.35}"/></g>
<text x="${w * 0.07}" y="${h * 0.52}" font-family="'WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif" font-size="${Math.round(h * 0.11)}" font-weight="700" fill="#fff">${esc(title)}</text>
<text x="${w * 0.07}" y="${h * 0.66}" font-family="'WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif" font-size="${Math.round(h * 0.055)}" fill="#fff" fill-opacity=".9">${esc(subtitle)}</text></svg>`;
}
