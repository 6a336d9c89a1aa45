// Generated pictures for the demo catalogue: university monograms and campus banners, country
// flags and pictures, article covers (one per article: its title and a motif of its study stage)
// and home banners. Nothing is downloaded; every picture is an SVG drawn from the names, with
// colours derived from them, and texts wrapped to fit (SVG text does not wrap by itself).

import { escapeHtml as esc } from '../../lib/html-page';

function hue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h % 360;
}

const SANS = "'WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif";

const isWide = (ch: string) => /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(ch);

/**
 * Rough width of a bold text in ems (no font metrics on the server), on the generous side so a
 * line never runs out of the picture: CJK 1, capitals .72, most small letters .6.
 */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (isWide(ch)) w += 1;
    else if (ch === ' ') w += 0.3;
    else if (/[mwMW]/.test(ch)) w += 0.9;
    else if (/[A-Z@%&]/.test(ch)) w += 0.72;
    else if (/[iljtfr.,:;'!|()-]/.test(ch)) w += 0.36;
    else w += 0.6;
  }
  return w;
}

/** Breaks a text into lines of at most maxEm ems: between words, and between CJK characters. */
function wrapLines(text: string, maxEm: number): string[] {
  const tokens =
    text
      .trim()
      .match(
        /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f][\u3000-\u303f\uff0c\uff1a\uff1b\uff01\uff1f\uff09]*|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+\s*|\s+/g,
      ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const tok of tokens) {
    if (line && textWidth((line + tok).trimEnd()) > maxEm) {
      lines.push(line.trimEnd());
      line = tok.trimStart();
    } else line += tok;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
  lineHeight: number;
}

/**
 * Fits a text into a box: wraps it, shrinks the font step by step down to minFontSize while it
 * needs more than maxLines lines, and ends the last line with an ellipsis if it still does.
 */
export function fitText(text: string, o: { maxWidth: number; fontSize: number; minFontSize: number; maxLines: number }): FittedText {
  if (!text.trim()) return { lines: [], fontSize: o.fontSize, lineHeight: o.fontSize * 1.25 };
  let size = o.fontSize;
  let lines = wrapLines(text, o.maxWidth / size);
  while (lines.length > o.maxLines && size > o.minFontSize) {
    size = Math.max(o.minFontSize, size - 2);
    lines = wrapLines(text, o.maxWidth / size);
  }
  if (lines.length > o.maxLines) {
    lines = lines.slice(0, o.maxLines);
    let last = lines[o.maxLines - 1];
    while (last && textWidth(`${last}…`) > o.maxWidth / size) last = last.slice(0, -1).trimEnd();
    lines[o.maxLines - 1] = `${last}…`;
  }
  // A single word longer than the box: shrink it to fit.
  const widest = Math.max(...lines.map(textWidth));
  if (widest * size > o.maxWidth) size = Math.max(8, Math.floor(o.maxWidth / widest));
  return { lines, fontSize: size, lineHeight: Math.round(size * 1.25) };
}

/** The lines of a fitted text from the first baseline y down. */
function textBlock(t: FittedText, x: number, y: number, attrs: string): string {
  if (!t.lines.length) return '';
  return `<text x="${x}" y="${Math.round(y)}" font-size="${t.fontSize}" ${attrs}>${t.lines
    .map((l, i) => `<tspan x="${x}" dy="${i ? t.lineHeight : 0}">${esc(l)}</tspan>`)
    .join('')}</text>`;
}

const STOP_WORDS = new Set(['of', 'the', 'and', 'at', 'in', 'for', 'de', 'du', 'des', 'la', 'le', 'und', 'für']);

/** 'University of Oxford' -> 'UO'; 'Imperial College London' -> 'ICL' (three letters at most). */
export function monogram(enName: string): string {
  const words = enName
    .replace(/[^A-Za-zÀ-ž' -]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  return (
    words
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .slice(0, 3) || 'U'
  );
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

/**
 * The campus banner: the name large, a second line under it (the English name under the Chinese
 * one in cn, nothing in en). The colour comes from the English name in both languages, so each
 * university keeps its own colour whatever the language.
 */
export function campusSvg(name: string, secondLine: string, enName: string): string {
  const h = hue(enName);
  // Text stays left of the building drawn from x=680.
  const title = fitText(name, { maxWidth: 600, fontSize: 52, minFontSize: 34, maxLines: 2 });
  const sub = fitText(secondLine, { maxWidth: 600, fontSize: 30, minFontSize: 22, maxLines: 2 });
  const titleTop =
    180 - ((title.lines.length - 1) * title.lineHeight + (sub.lines.length ? sub.lines.length * sub.lineHeight + 12 : 0)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-label="${esc(enName)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},55%,35%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},60%,22%)"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#s)"/>
<g fill="#fff" fill-opacity=".08"><circle cx="1050" cy="60" r="180"/><circle cx="120" cy="340" r="140"/></g>
<g fill="#fff" fill-opacity=".16"><rect x="700" y="170" width="380" height="190"/><polygon points="680,175 890,80 1100,175"/><rect x="740" y="215" width="30" height="145" fill-opacity=".5"/><rect x="820" y="215" width="30" height="145" fill-opacity=".5"/><rect x="930" y="215" width="30" height="145" fill-opacity=".5"/><rect x="1010" y="215" width="30" height="145" fill-opacity=".5"/></g>
${textBlock(title, 60, titleTop, `font-family="${SANS}" font-weight="700" fill="#fff"`)}
${textBlock(sub, 60, titleTop + (title.lines.length - 1) * title.lineHeight + 12 + sub.lineHeight, `font-family="Georgia, serif" fill="#fff" fill-opacity=".85"`)}</svg>`;
}

type FlagDraw = (w: number, h: number) => string;
const stripesH =
  (...c: string[]): FlagDraw =>
  (w, h) =>
    c.map((col, i) => `<rect y="${(i * h) / c.length}" width="${w}" height="${h / c.length + 0.5}" fill="${col}"/>`).join('');
const stripesV =
  (...c: string[]): FlagDraw =>
  (w, h) =>
    c.map((col, i) => `<rect x="${(i * w) / c.length}" width="${w / c.length + 0.5}" height="${h}" fill="${col}"/>`).join('');
const nordic =
  (bg: string, cross: string, border?: string): FlagDraw =>
  (w, h) =>
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
    (border
      ? `<rect x="${w * 0.28}" width="${w * 0.16}" height="${h}" fill="${border}"/><rect y="${h * 0.38}" width="${w}" height="${h * 0.24}" fill="${border}"/>`
      : '') +
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
  sg: (w, h) =>
    `${stripesH('#EF3340', '#fff')(w, h)}<circle cx="${w * 0.2}" cy="${h * 0.25}" r="${h * 0.17}" fill="#fff"/><circle cx="${w * 0.25}" cy="${h * 0.25}" r="${h * 0.16}" fill="#EF3340"/>`,
  ca: (w, h) => `${stripesV('#D80621', '#fff', '#fff', '#D80621')(w, h)}${star(w / 2, h / 2, h * 0.28, '#D80621')}`,
  au: (w, h) =>
    `<rect width="${w}" height="${h}" fill="#012169"/><svg width="${w / 2}" height="${h / 2}">${union(w / 2, h / 2)}</svg>${star(w * 0.25, h * 0.75, h * 0.12, '#fff')}${star(w * 0.75, h * 0.3, h * 0.07, '#fff')}${star(w * 0.65, h * 0.55, h * 0.07, '#fff')}${star(w * 0.85, h * 0.5, h * 0.07, '#fff')}${star(w * 0.75, h * 0.82, h * 0.07, '#fff')}`,
  nz: (w, h) =>
    `<rect width="${w}" height="${h}" fill="#012169"/><svg width="${w / 2}" height="${h / 2}">${union(w / 2, h / 2)}</svg>${star(w * 0.75, h * 0.25, h * 0.08, '#C8102E')}${star(w * 0.65, h * 0.5, h * 0.08, '#C8102E')}${star(w * 0.85, h * 0.45, h * 0.08, '#C8102E')}${star(w * 0.75, h * 0.8, h * 0.08, '#C8102E')}`,
  ch: (w, h) =>
    `<rect width="${w}" height="${h}" fill="#DA291C"/><rect x="${w / 2 - h * 0.09}" y="${h * 0.2}" width="${h * 0.18}" height="${h * 0.6}" fill="#fff"/><rect x="${w / 2 - h * 0.3}" y="${h * 0.41}" width="${h * 0.6}" height="${h * 0.18}" fill="#fff"/>`,
  swe: nordic('#006AA7', '#FECC02'),
  no: nordic('#BA0C2F', '#00205B', '#fff'),
  my: (w, h) =>
    `${Array.from({ length: 14 }, (_, i) => `<rect y="${(i * h) / 14}" width="${w}" height="${h / 14 + 0.5}" fill="${i % 2 ? '#fff' : '#CC0001'}"/>`).join('')}<rect width="${w / 2}" height="${h * 0.57}" fill="#010066"/><circle cx="${w * 0.2}" cy="${h * 0.28}" r="${h * 0.18}" fill="#FFCC00"/><circle cx="${w * 0.24}" cy="${h * 0.28}" r="${h * 0.15}" fill="#010066"/>${star(w * 0.37, h * 0.28, h * 0.12, '#FFCC00')}`,
  de: stripesH('#000', '#DD0000', '#FFCE00'),
  hun: stripesH('#CE2939', '#fff', '#477050'),
  fr: stripesV('#002395', '#fff', '#ED2939'),
  usa: (w, h) =>
    `${Array.from({ length: 13 }, (_, i) => `<rect y="${(i * h) / 13}" width="${w}" height="${h / 13 + 0.5}" fill="${i % 2 ? '#fff' : '#B22234'}"/>`).join('')}<rect width="${w * 0.4}" height="${(h * 7) / 13}" fill="#3C3B6E"/>${Array.from({ length: 12 }, (_, i) => star(w * (0.05 + (i % 4) * 0.1), h * (0.08 + Math.floor(i / 4) * 0.15), h * 0.04, '#fff')).join('')}`,
};

export function flagSvg(code: string): string | null {
  const draw = FLAGS[code.toLowerCase()];
  if (!draw) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40" role="img" aria-label="${esc(code.toUpperCase())}">${draw(60, 40)}</svg>`;
}

/**
 * A picture with a title and a subtitle (home banners, recommendation cards, countries), both
 * wrapped to fit. `center` centres the texts between equal margins (the phone shape of the home
 * banner, shown whole on a phone); otherwise they start at the left margin.
 */
export function posterSvg(title: string, subtitle: string, seed: string, w = 800, h = 450, { center = false } = {}): string {
  const hh = hue(seed);
  // The phone shape is cropped at its sides on the narrowest phones: wider margins keep the texts in.
  const margin = Math.round(w * (center ? 0.1 : 0.07));
  const x = center ? Math.round(w / 2) : margin;
  const maxWidth = w - 2 * margin;
  const anchor = center ? ' text-anchor="middle"' : '';
  const t = fitText(title, { maxWidth, fontSize: Math.round(h * 0.11), minFontSize: Math.round(h * 0.075), maxLines: 2 });
  const s = fitText(subtitle, { maxWidth, fontSize: Math.round(h * 0.055), minFontSize: Math.round(h * 0.045), maxLines: 2 });
  const block = (t.lines.length - 1) * t.lineHeight + (s.lines.length ? 0.5 * t.lineHeight + s.lines.length * s.lineHeight : 0);
  const top = h * (center ? 0.5 : 0.52) - block / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hh},70%,55%)"/><stop offset="1" stop-color="hsl(${(hh + 60) % 360},65%,38%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#p)"/><g fill="#fff" fill-opacity=".1"><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}"/><circle cx="${w * 0.1}" cy="${h}" r="${h * 0.35}"/></g>
${textBlock(t, x, top, `font-family="${SANS}" font-weight="700" fill="#fff"${anchor}`)}
${textBlock(s, x, top + (t.lines.length - 1) * t.lineHeight + 0.5 * t.lineHeight + s.lineHeight, `font-family="${SANS}" fill="#fff" fill-opacity=".9"${anchor}`)}</svg>`;
}

/** A well-mixed 32-bit hash (FNV-1a with a final avalanche): neighbouring ids get unlike values. */
function mix(seed: string): number {
  let h = 0x811c9dc5;
  for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Base hue of each study stage's covers (jxj_article_type values 1-8). */
const STAGE_HUE: Record<string, number> = { '1': 210, '2': 250, '3': 170, '4': 0, '5': 195, '6': 140, '7': 35, '8': 45 };

/** A white line drawing of each stage's topic, about 200 px, drawn at the origin. */
const MOTIFS: Record<string, string> = {
  // School selection: a compass.
  '1': '<circle cx="100" cy="100" r="90" stroke-width="10"/><circle cx="100" cy="100" r="8" fill="#fff"/><path d="M100 30 L122 100 L100 170 L78 100 Z" fill="#fff" fill-opacity=".35"/><path d="M100 10v18M100 172v18M10 100h18M172 100h18" stroke-width="8"/>',
  // Applications: a form and a pen.
  '2': '<rect x="30" y="10" width="120" height="170" rx="10" stroke-width="10"/><path d="M55 55h70M55 85h70M55 115h45" stroke-width="9"/><path d="M130 175l55-80 18 12-55 80-22 8z" fill="#fff" fill-opacity=".35" stroke-width="6"/>',
  // Language tests: two speech bubbles.
  '3': '<path d="M20 30h110a12 12 0 0 1 12 12v60a12 12 0 0 1-12 12H60l-30 26v-26H20A12 12 0 0 1 8 102V42a12 12 0 0 1 12-12z" stroke-width="9"/><path d="M160 80h22a10 10 0 0 1 10 10v55a10 10 0 0 1-10 10h-8v24l-26-24h-60a10 10 0 0 1-10-10v-20" stroke-width="9"/><path d="M40 62h70M40 84h45" stroke-width="8"/>',
  // Visas: a passport.
  '4': '<rect x="40" y="10" width="130" height="180" rx="12" stroke-width="10"/><circle cx="105" cy="85" r="38" stroke-width="8"/><path d="M67 85h76M105 47c18 20 18 56 0 76M105 47c-18 20-18 56 0 76" stroke-width="6"/><path d="M75 155h60" stroke-width="9"/>',
  // Before departure: an aeroplane.
  '5': '<path d="M100 10c10 0 14 12 14 24v46l76 44v20l-76-22v42l22 16v16l-36-10-36 10v-16l22-16v-42l-76 22v-20l76-44V34c0-12 4-24 14-24z" fill="#fff" fill-opacity=".3" stroke-width="7"/>',
  // Life abroad: a house and a tree.
  '6': '<path d="M20 100L95 35l75 65" stroke-width="10"/><path d="M38 88v92h114V88" stroke-width="10"/><rect x="80" y="120" width="30" height="60" stroke-width="8"/><circle cx="185" cy="95" r="28" stroke-width="8"/><path d="M185 123v57" stroke-width="8"/>',
  // Costs: coins and a note.
  '7': '<rect x="10" y="40" width="150" height="90" rx="10" stroke-width="9"/><circle cx="85" cy="85" r="24" stroke-width="8"/><ellipse cx="150" cy="150" rx="46" ry="16" stroke-width="8" fill="#fff" fill-opacity=".25"/><path d="M104 150v22c0 9 21 16 46 16s46-7 46-16v-22M104 172" stroke-width="8"/>',
  // Scholarships: a trophy.
  '8': '<path d="M60 20h90v50c0 30-20 52-45 52s-45-22-45-52z" fill="#fff" fill-opacity=".3" stroke-width="9"/><path d="M60 38H28c0 30 14 44 36 46M150 38h32c0 30-14 44-36 46M105 122v36M70 180h70M80 158h50" stroke-width="9"/>',
};

/**
 * The cover of one article: a colour of its stage varied per article, the stage's motif, the
 * stage's name as a tag and the article's title wrapped into at most three lines. 16:9, as the
 * cards show it. The narrow shape (phones, where the card shows a slim strip of the cover beside
 * the title) draws the colour and the motif only, so no text is cut at the strip's edge.
 */
export function articleCoverSvg(o: { title: string; stage: string; type: string; seed: string; narrow?: boolean }): string {
  if (o.narrow) return narrowCoverSvg(o);
  const w = 640;
  const h = 360;
  const base = STAGE_HUE[o.type] ?? hue(o.type);
  const n = mix(o.seed);
  const hh = (base + (n % 60) - 30 + 360) % 360;
  const sat = 52 + ((n >>> 7) % 16);
  const light = 44 + ((n >>> 11) % 12);
  const motif = MOTIFS[o.type] ?? MOTIFS['1'];
  const x = 36;
  const stage = fitText(o.stage, { maxWidth: w * 0.5, fontSize: 20, minFontSize: 16, maxLines: 1 });
  const pillW = Math.round(textWidth(stage.lines[0] ?? '') * stage.fontSize + 28);
  const title = fitText(o.title, { maxWidth: w - 2 * x, fontSize: 40, minFontSize: 28, maxLines: 3 });
  const titleTop = h - 34 - (title.lines.length - 1) * title.lineHeight;
  // The motif sits at the top right, above the title: its place, size and tilt vary per article.
  const my = 16 + ((n >>> 3) % 20);
  const room = titleTop - title.fontSize - 6 - my;
  const scale = Math.max(0.4, Math.min(0.55 + ((n >>> 5) % 6) * 0.06, room / 200));
  const mx = w - 36 - 200 * scale - ((n >>> 9) % 60);
  const tilt = (n % 31) - 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(o.title)}">
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hh},${sat}%,${light}%)"/><stop offset="1" stop-color="hsl(${(hh + 35) % 360},${sat - 4}%,${light - 20}%)"/></linearGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset=".35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#a)"/>
<g fill="#fff" fill-opacity=".08"><circle cx="${(n % 200) + 40}" cy="${h * 0.15}" r="${90 + (n % 50)}"/><circle cx="${w * 0.9}" cy="${h * 0.95}" r="${120 + ((n >>> 2) % 60)}"/></g>
<g transform="translate(${Math.round(mx)} ${my}) scale(${scale.toFixed(2)}) rotate(${tilt} 100 100)" fill="none" stroke="#fff" stroke-opacity=".75" stroke-linecap="round" stroke-linejoin="round">${motif}</g>
<rect width="${w}" height="${h}" fill="url(#f)"/>
<rect x="${x}" y="30" width="${pillW}" height="36" rx="18" fill="#fff" fill-opacity=".22"/>
${textBlock(stage, x + 14, 30 + 18 + stage.fontSize * 0.35, `font-family="${SANS}" font-weight="600" fill="#fff"`)}
${textBlock(title, x, titleTop, `font-family="${SANS}" font-weight="700" fill="#fff"`)}</svg>`;
}

function narrowCoverSvg(o: { title: string; type: string; seed: string }): string {
  // Low enough that the picture never makes the phone card taller than its text; the card shows
  // its left part, so the motif sits there.
  const w = 240;
  const h = 180;
  const n = mix(o.seed);
  const hh = ((STAGE_HUE[o.type] ?? hue(o.type)) + (n % 60) - 30 + 360) % 360;
  const tilt = (n % 31) - 15;
  const motif = MOTIFS[o.type] ?? MOTIFS['1'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(o.title)}">
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hh},62%,50%)"/><stop offset="1" stop-color="hsl(${(hh + 35) % 360},58%,30%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#a)"/>
<g fill="#fff" fill-opacity=".08"><circle cx="${(n % 80) + 10}" cy="${20 + (n % 40)}" r="${50 + (n % 30)}"/><circle cx="${w * 0.85}" cy="${h * 0.95}" r="${60 + ((n >>> 2) % 30)}"/></g>
<g transform="translate(${18 + ((n >>> 4) % 16)} ${30 + ((n >>> 3) % 14)}) scale(0.6) rotate(${tilt} 100 100)" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">${motif}</g></svg>`;
}
