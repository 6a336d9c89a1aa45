// A message's rich text (msgContext) as a tree of allowed elements only. The server sanitises it
// before storing it; the browser still never hands the string to innerHTML: it is parsed with
// DOMParser (an inert document: no script runs, no picture loads) and only the elements and
// attributes listed here are kept. Unknown elements give up their tag and keep their text;
// elements whose content is code or embedded matter (script, style, iframe…) are dropped whole.

export type SafeNode = string | SafeElement;

export interface SafeElement {
  tag: AllowedTag;
  /** Only links carry attributes: a checked href (the renderer adds target and rel). */
  href?: string;
  children: SafeNode[];
}

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ul', 'ol', 'li', 'a', 'blockquote'] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'img',
  'video',
  'audio',
  'source',
  'canvas',
]);

/** Block elements that are not allowed but still end a line: kept as paragraphs. */
const AS_PARAGRAPH = new Set(['div', 'section', 'article', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'header', 'footer']);

const allowed = new Set<string>(ALLOWED_TAGS);

/** A link target the portal will follow: http(s), mailto, or a path of this site. */
export function safeHref(raw: string | null): string | undefined {
  const v = (raw ?? '').trim();
  if (!v) return undefined;
  if (/^(https?:\/\/|mailto:)/i.test(v)) return v;
  if (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) return v;
  return undefined;
}

/** The most nested levels kept (a hostile message could nest thousands). */
const MAX_DEPTH = 20;

function convert(node: Node, depth: number): SafeNode[] {
  if (node.nodeType === 3) return node.nodeValue ? [node.nodeValue] : [];
  if (node.nodeType !== 1) return []; // comments, processing instructions
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return [];
  const children = depth >= MAX_DEPTH ? [el.textContent ?? ''] : childrenOf(el, depth + 1);
  if (allowed.has(tag)) {
    const out: SafeElement = { tag: tag as AllowedTag, children: tag === 'br' ? [] : children };
    if (tag === 'a') {
      const href = safeHref(el.getAttribute('href'));
      if (!href) return children; // a link to nowhere safe is its text
      out.href = href;
    }
    return [out];
  }
  if (AS_PARAGRAPH.has(tag)) return [{ tag: 'p', children }];
  return children;
}

function childrenOf(el: Node, depth: number): SafeNode[] {
  const out: SafeNode[] = [];
  el.childNodes.forEach((c) => out.push(...convert(c, depth)));
  return out;
}

/**
 * The allowed tree of an HTML string. Without a DOMParser (the server's drawing of a page) the
 * text is kept without any markup.
 */
export function parseMessageHtml(html: string | null | undefined): SafeNode[] {
  const source = html ?? '';
  if (!source.trim()) return [];
  if (typeof DOMParser === 'undefined') return [source.replace(/<[^>]*>/g, '')];
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${source}`, 'text/html');
  return childrenOf(doc.body, 0);
}

/** The plain text of a tree (previews of a collapsed thread). */
export function textOf(nodes: readonly SafeNode[]): string {
  let out = '';
  for (const n of nodes) {
    if (typeof n === 'string') out += n;
    else if (n.tag === 'br') out += ' ';
    else {
      const inner = textOf(n.children);
      out += n.tag === 'p' || n.tag === 'li' || n.tag === 'blockquote' ? ` ${inner} ` : inner;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}
