// Below-the-fold blocks of the home page: a block's code and data are fetched when it comes near
// the viewport (IntersectionObserver), so the first load carries only the banner and search bar.
// Until then a placeholder of about the block's height keeps the page from jumping.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const AHEAD = '400px 0px';

export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);

  const placeholder = <div className="block-placeholder" style={{ minHeight }} aria-hidden="true" />;
  return <div ref={ref}>{visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
