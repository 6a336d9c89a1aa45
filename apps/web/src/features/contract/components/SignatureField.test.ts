import { describe, expect, it } from 'vitest';
import { canvasPixels } from './SignatureField';

describe('signature canvas size', () => {
  it('holds device pixels for each CSS pixel', () => {
    expect(canvasPixels(300, 200, 2)).toEqual({ width: 600, height: 400, ratio: 2 });
    expect(canvasPixels(343, 180, 3)).toEqual({ width: 1029, height: 540, ratio: 3 });
    expect(canvasPixels(301, 200, 1.5)).toEqual({ width: 452, height: 300, ratio: 1.5 });
  });
  it('at least one pixel per CSS pixel, at most three', () => {
    expect(canvasPixels(300, 200, 0).ratio).toBe(1);
    expect(canvasPixels(300, 200, 0.5).ratio).toBe(1);
    expect(canvasPixels(300, 200, 4)).toEqual({ width: 900, height: 600, ratio: 3 });
  });
});
