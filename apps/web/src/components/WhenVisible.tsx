// Below-the-fold parts of a page: a part's code and data are fetched when it comes near the
// viewport (IntersectionObserver, 400 px ahead once the visitor scrolls; before the first scroll
// only what is in view), so the first load carries only the first screen. Until then a
// placeholder of about the part's height keeps the page from jumping. A page drawn by the server
// has the placeholders in its HTML; the parts in view load once the app has taken over.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const AHEAD = '400px 0px';

let scrolled = false;
const waiting = new Set<() => void>();
function onFirstScroll(run: () => void): () => void {
  if (scrolled) {
    run();
    return () => {};
  }
  if (waiting.size === 0)
    window.addEventListener(
      'scroll',
      () => {
        scrolled = true;
        const all = [...waiting];
        waiting.clear();
        all.forEach((f) => f());
      },
      { once: true, passive: true },
    );
  waiting.add(run);
  return () => waiting.delete(run);
}

export function WhenVisible({
  children,
  minHeight,
  className,
  id,
}: {
  children: ReactNode;
  minHeight: number;
  className?: string;
  id?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    let stopWaiting = () => {};
    const io = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((e) => e.isIntersecting);
        stopWaiting();
        if (!entry) return;
        // Near but not yet in view: wait until the visitor scrolls.
        if (entry.boundingClientRect.top < window.innerHeight && entry.boundingClientRect.bottom > 0) show();
        else stopWaiting = onFirstScroll(show);
      },
      { rootMargin: AHEAD },
    );
    function show() {
      setVisible(true);
      io.disconnect();
    }
    io.observe(el);
    return () => {
      io.disconnect();
      stopWaiting();
    };
  }, [visible]);

  const placeholder = <div className="block-placeholder" style={{ minHeight }} aria-hidden="true" />;
  return (
    <div ref={ref} className={className} id={id}>
      {visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
