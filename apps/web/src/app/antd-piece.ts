// Loads an antd piece of the start or the layouts through app/antd-pieces.ts (one small chunk
// holding their lists of antd chunks, kept out of the first load).
import type { AntdPiece, antdPieces } from './antd-pieces';

type Loaders = typeof antdPieces;

let pieces: Promise<{ antdPieces: Loaders }> | undefined;

/** Fetches the pieces' module: on first use, or early where a session may exist (the header). */
export const loadAntdPieces = () => (pieces ??= import('./antd-pieces'));

/** The loader of one piece, for lazy(). */
export const antdPiece = <K extends AntdPiece>(key: K): Loaders[K] =>
  (async () => (await loadAntdPieces()).antdPieces[key]()) as Loaders[K];
