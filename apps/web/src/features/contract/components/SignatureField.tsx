// A signature pad (signature_pad 5) on a canvas that follows its box: the canvas holds
// devicePixelRatio pixels per CSS pixel (sharp on phones and high-DPI screens), and a change of
// width redraws the strokes drawn so far instead of losing or stretching them.
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';

export interface SignatureHandle {
  isEmpty(): boolean;
  clear(): void;
  /** The drawing as a PNG (transparent background). */
  toPng(): Promise<Blob>;
}

interface Props {
  ref?: Ref<SignatureHandle>;
  /** Accessible name of the drawing area. */
  label: string;
  /** Shown inside the empty pad. */
  placeholder: string;
  invalid?: boolean;
  onChange?(empty: boolean): void;
  testId?: string;
}

/** Canvas size in device pixels for a box of the given CSS size. */
export function canvasPixels(cssWidth: number, cssHeight: number, dpr: number): { width: number; height: number; ratio: number } {
  const ratio = Math.max(1, Math.min(dpr || 1, 3));
  return { width: Math.round(cssWidth * ratio), height: Math.round(cssHeight * ratio), ratio };
}

export function SignatureField({ ref, label, placeholder, invalid, onChange, testId }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  const emptyRef = useRef(true);
  const holderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1f2329', minWidth: 0.9, maxWidth: 2.8, throttle: 8 });
    padRef.current = pad;
    let lastWidth = 0;
    const fit = () => {
      const w = canvas.offsetWidth;
      const h = canvas.offsetHeight;
      // Phones fire resizes while scrolling (the toolbar): only a new width redraws.
      if (!w || !h || w === lastWidth) return;
      lastWidth = w;
      const data = pad.toData();
      const px = canvasPixels(w, h, window.devicePixelRatio);
      canvas.width = px.width;
      canvas.height = px.height;
      canvas.getContext('2d')?.scale(px.ratio, px.ratio);
      pad.clear();
      if (data.length) pad.fromData(data);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    const ended = () => {
      const empty = pad.isEmpty();
      emptyRef.current = empty;
      holderRef.current?.classList.toggle('sig-pad--drawn', !empty);
      onChangeRef.current?.(empty);
    };
    pad.addEventListener('endStroke', ended);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      clear: () => {
        padRef.current?.clear();
        emptyRef.current = true;
        holderRef.current?.classList.remove('sig-pad--drawn');
        onChangeRef.current?.(true);
      },
      toPng: () =>
        new Promise<Blob>((resolve, reject) => {
          const canvas = canvasRef.current;
          if (!canvas) return reject(new Error('no canvas'));
          canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no image'))), 'image/png');
        }),
    }),
    [],
  );

  return (
    <div ref={holderRef} className={invalid ? 'sig-pad sig-pad--invalid' : 'sig-pad'} data-testid={testId}>
      <canvas ref={canvasRef} className="sig-pad__canvas" role="img" aria-label={label} />
      <span className="sig-pad__placeholder" aria-hidden="true">
        {placeholder}
      </span>
    </div>
  );
}
