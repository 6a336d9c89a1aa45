// The section tab bar of the university page: in the flow until TAB_BAR_FIXED_PX of scroll, then
// fixed under the header (a placeholder keeps the page from jumping). A click scrolls smoothly to
// the section, 100 px below the top; the section under that line is marked active.
import { useEffect, useRef, useState } from 'react';
import { activeAnchor, anchorScrollTop, isTabBarFixed } from '../anchors';

export interface AnchorTab<K extends string> {
  key: K;
  label: string;
}

export const sectionId = (key: string) => `uni-section-${key}`;

export function AnchorTabs<K extends string>({ tabs, label }: { tabs: readonly AnchorTab<K>[]; label: string }) {
  const [fixed, setFixed] = useState(false);
  const [active, setActive] = useState<K>(tabs[0].key);
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const y = window.scrollY;
      setFixed(isTabBarFixed(y));
      const tops = tabs.map((t) => ({
        key: t.key,
        top: document.getElementById(sectionId(t.key))?.getBoundingClientRect().top ?? Infinity,
      }));
      const atBottom = window.innerHeight + y >= document.documentElement.scrollHeight - 4;
      const next = activeAnchor(tops, atBottom);
      if (next) setActive(next);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [tabs]);

  useEffect(() => {
    if (bar.current) setHeight(bar.current.offsetHeight);
  }, []);

  // Phones: keep the active tab visible in the horizontally scrolling strip.
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = strip.current;
    const tab = nav?.querySelector<HTMLElement>('[aria-current]');
    if (!nav || !tab) return;
    if (tab.offsetLeft < nav.scrollLeft || tab.offsetLeft + tab.offsetWidth > nav.scrollLeft + nav.clientWidth)
      nav.scrollTo({ left: Math.max(0, tab.offsetLeft - 16), behavior: 'smooth' });
  }, [active]);

  const go = (key: K) => {
    const el = document.getElementById(sectionId(key));
    if (!el) return;
    setActive(key);
    window.scrollTo({ top: anchorScrollTop(el.getBoundingClientRect().top, window.scrollY), behavior: 'smooth' });
  };

  return (
    <div className="anchor-tabs-slot" style={fixed ? { height } : undefined}>
      <div ref={bar} className={fixed ? 'anchor-tabs anchor-tabs--fixed' : 'anchor-tabs'}>
        <nav ref={strip} className="container anchor-tabs__inner" aria-label={label}>
          {tabs.map((t) => (
            <a
              key={t.key}
              href={`#${sectionId(t.key)}`}
              className={t.key === active ? 'anchor-tabs__tab anchor-tabs__tab--active' : 'anchor-tabs__tab'}
              aria-current={t.key === active ? 'location' : undefined}
              onClick={(e) => {
                e.preventDefault();
                go(t.key);
              }}
            >
              {t.label}
            </a>
          ))}
        </nav>
      </div>
    </div>
  );
}
