// The login page's three pictures, drawn as SVG gradients in code (no image downloads).
interface SlideTheme {
  from: string;
  to: string;
  accent: string;
}

const THEMES: readonly SlideTheme[] = [
  { from: '#0f3fd8', to: '#13a8c2', accent: '#7dd3fc' },
  { from: '#4c1d95', to: '#2563eb', accent: '#c4b5fd' },
  { from: '#065f46', to: '#0e7490', accent: '#6ee7b7' },
];

const MOTIFS: readonly string[] = [
  // A globe.
  "<g fill='none' stroke='#fff' stroke-opacity='.55' stroke-width='3'><circle cx='400' cy='470' r='170'/><ellipse cx='400' cy='470' rx='70' ry='170'/><path d='M230 470h340M252 385h296M252 555h296'/></g>",
  // A mortarboard.
  "<g fill='#fff' fill-opacity='.6'><path d='M400 330 180 430l220 100 180-82v120h22V430z'/><path d='M280 500v80c0 36 54 70 120 70s120-34 120-70v-80l-120 55z'/></g>",
  // An open book.
  "<g fill='none' stroke='#fff' stroke-opacity='.6' stroke-width='4'><path d='M210 360c70-20 140-10 190 30v260c-50-40-120-50-190-30z'/><path d='M590 360c-70-20-140-10-190 30v260c50-40 120-50 190-30z'/></g>",
];

export function slideImage(index: number): string {
  const th = THEMES[index % THEMES.length];
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' width='800' height='1000' viewBox='0 0 800 1000' preserveAspectRatio='xMidYMid slice'>" +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${th.from}'/><stop offset='1' stop-color='${th.to}'/></linearGradient></defs>` +
    "<rect width='800' height='1000' fill='url(#g)'/>" +
    `<circle cx='680' cy='140' r='240' fill='${th.accent}' fill-opacity='.18'/>` +
    "<circle cx='90' cy='900' r='320' fill='#fff' fill-opacity='.07'/>" +
    MOTIFS[index % MOTIFS.length] +
    '</svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const SLIDE_COUNT = THEMES.length;
