// A desktop navigation entry with a hover panel (spec 000 screen 15: 'Institutions' with country
// tiles). The panel is its own chunk, fetched on the first hover or focus.
import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../nav';

const PANELS = {
  countries: lazy(() => import('../../features/catalogue/components/CountryNavPanel')),
} satisfies Record<NonNullable<NavItem['panel']>, unknown>;

const CLOSE_DELAY_MS = 150;

export function NavWithPanel({ panel, children }: { panel: NonNullable<NavItem['panel']>; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { pathname, search } = useLocation();
  const Panel = PANELS[panel];

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = () => {
    window.clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <div
      className="top-nav__group"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      {children}
      {open ? (
        <Suspense fallback={null}>
          <Panel onDone={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
