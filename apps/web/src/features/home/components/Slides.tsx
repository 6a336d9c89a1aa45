// A light carousel (no antd Carousel on the home page): slides side by side in a track, dots,
// autoplay that pauses while hovered or focused, while the tab is hidden and when the visitor
// prefers reduced motion.
import { Children, useEffect, useState, type ReactNode } from 'react';
import { useReducedMotion } from '../../../lib/reduced-motion';

interface Props {
  children: ReactNode;
  /** Autoplay interval in ms. */
  interval: number;
  label: string;
  /** Dot label for slide n (1-based). */
  dotLabel: (n: number) => string;
  className?: string;
  /** Called with the slide shown (e.g. to load the next picture). */
  onShow?: (index: number) => void;
  /** Hold the autoplay (e.g. while a video of the slides plays). */
  hold?: boolean;
}

export function Slides({ children, interval, label, dotLabel, className, onShow, hold = false }: Props) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || hold || reduced) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((i) => (i + 1) % count);
    }, interval);
    return () => window.clearInterval(id);
  }, [count, paused, hold, reduced, interval]);

  useEffect(() => onShow?.(current), [current, onShow]);

  return (
    <div
      className={`slides${className ? ` ${className}` : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="slides__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((s, i) => (
          <div
            key={i}
            className="slides__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            {s}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="slides__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={i === current ? 'slides__dot slides__dot--active' : 'slides__dot'}
              aria-label={dotLabel(i + 1)}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
