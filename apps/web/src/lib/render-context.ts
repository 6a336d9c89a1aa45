// What the code of the screens may not read from the browser when the server renders a page's
// first screen (src/ssr): the request's cookies, which layout the server chose, where API calls go,
// and the pictures the first screen shows. In the browser there is no render context and the code
// reads the document as usual; the server renderer installs a source of contexts, one a request.
export interface RenderContext {
  /** The request's Cookie header (readable cookies only matter: language, session hint). */
  cookie: string;
  /** The server chose the mobile layout (a mobile browser). */
  mobile: boolean;
  /** API calls of the first screen, answered by the server itself. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Pictures of the first screen the page asks the browser to fetch early (<link rel=preload>). */
  preloads: ImagePreload[];
}

export interface ImagePreload {
  href: string;
  /** Only for this media query (the phone or the wide shape of a picture). */
  media?: string;
}

let source: () => RenderContext | undefined = () => undefined;

/** The context of the request being rendered on the server; undefined in the browser. */
export const renderContext = (): RenderContext | undefined => source();

/** Set once by the server renderer. */
export function setRenderContextSource(next: () => RenderContext | undefined): void {
  source = next;
}

/** Asks for a first-screen picture to be fetched with the page (server rendering only). */
export function preloadImage(href: string | null | undefined, media?: string): void {
  const ctx = renderContext();
  if (!ctx || !href || ctx.preloads.some((p) => p.href === href && p.media === media)) return;
  ctx.preloads.push(media ? { href, media } : { href });
}

/** The layout the server drew the page in (hydration starts from it): <html data-layout>. */
export function serverLayoutIsMobile(): boolean {
  const ctx = renderContext();
  if (ctx) return ctx.mobile;
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === 'mobile';
}
