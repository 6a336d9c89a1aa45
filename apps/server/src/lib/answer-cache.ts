// Answers that are the same for every reader (public catalogue lists, the autocomplete), kept as
// the bytes that go on the wire: serialized through the route's answer schema once, compressed once
// per encoding, with an ETag. An entry belongs to a version of its source (the catalogue index's
// version): a change makes every older entry a miss.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FrontAnswers } from './front-answers';

export interface Prepared {
  /** The answer in UTF-8: sent as it is, with no count of its length and no encoding per request. */
  bytes: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** Answers smaller than this are sent as they are (compression would not pay). */
export const COMPRESS_FROM = 1024;

export function prepare(body: string): Prepared {
  // Not from Node's shared pool: a small kept answer would hold a whole 8 kB slab alive.
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(body, 'utf8'));
  bytes.write(body, 'utf8');
  return { bytes, etag: `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"` };
}

/** The encoding an answer goes out in for this Accept-Encoding: brotli, then gzip, else none. */
export function encodingFor(accept: string | string[] | undefined, p: Prepared): 'br' | 'gzip' | null {
  if (typeof accept !== 'string' || p.bytes.length < COMPRESS_FROM) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** The bytes of an answer in an encoding; a compressed copy is made on first use and kept. */
export function encodedBytes(p: Prepared, enc: 'br' | 'gzip' | null): Buffer {
  if (enc === 'br')
    return (p.br ??= zlib.brotliCompressSync(p.bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: p.bytes.length },
    }));
  if (enc === 'gzip') return (p.gzip ??= zlib.gzipSync(p.bytes, { level: 6 }));
  return p.bytes;
}

/** Sends prepared bytes: 304 for a matching If-None-Match on a GET, else the best encoding. */
export function sendPrepared(req: FastifyRequest, reply: FastifyReply, p: Prepared): FastifyReply {
  reply.header('etag', p.etag);
  reply.header('vary', 'accept-encoding');
  if (req.method === 'GET' && req.headers['if-none-match'] === p.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const enc = encodingFor(req.headers['accept-encoding'], p);
  if (enc) reply.header('content-encoding', enc);
  return reply.send(encodedBytes(p, enc));
}

/** Room an entry takes: its bytes and its compressed copies. */
const weight = (p: Prepared) => p.bytes.length + (p.gzip?.length ?? 0) + (p.br?.length ?? 0) + 200;

/**
 * Kept by size, not by count: the answers of a varied search run to thousands of different pages,
 * and a count bound let them hold tens of megabytes. The least recently used go first.
 */
export class AnswerCache {
  private readonly map = new Map<string, { version: number; p: Prepared; weight: number; tick: number }>();
  /** Counts insertions: an entry is moved to the recent end once per insertion, not on every hit. */
  private tick = 0;
  private readonly building = new Map<string, Promise<Prepared>>();
  private held = 0;

  /**
   * @param maxBytes what the entries may hold in all (text and compressed copies).
   * @param source for `send`: the source's current version, and where anonymous answers are
   *   offered again before the framework's hooks run (lib/front-answers.ts).
   */
  constructor(
    private readonly maxBytes = 8 * 2 ** 20,
    private readonly source?: { version: () => number; front?: FrontAnswers },
  ) {}

  /** Bytes held now (tests and metrics). */
  get size(): number {
    return this.held;
  }

  /**
   * The prepared answer for `key` at `version`, built by `build` (the envelope) and serialized through
   * `schema` on a miss; concurrent misses of one key share one build.
   */
  async get(key: string, version: number, schema: z.ZodType, build: () => Promise<unknown>): Promise<Prepared> {
    const hit = this.peek(key, version);
    if (hit) return hit;
    const vkey = `${version}|${key}`;
    let pending = this.building.get(vkey);
    if (!pending) {
      pending = (async () => {
        const envelope = schema.parse(await build());
        const p = prepare(JSON.stringify(envelope));
        this.put(key, version, p);
        return p;
      })().finally(() => this.building.delete(vkey));
      this.building.set(vkey, pending);
    }
    return pending;
  }

  /** The kept answer of `key` if it is of `version` (no build); it becomes the most recently used. */
  peek(key: string, version: number): Prepared | undefined {
    const hit = this.map.get(key);
    if (!hit || hit.version !== version) return undefined;
    // Compressed copies are made on first use: the entry's room is counted again when they appear.
    const w = weight(hit.p);
    if (w !== hit.weight) {
      this.held += w - hit.weight;
      hit.weight = w;
      this.evict();
    }
    // Most recently used last. Until something new comes in nothing is dropped, so a run of hits
    // moves an entry once (moving it cost more than the rest of an answer from the front).
    if (hit.tick !== this.tick) {
      hit.tick = this.tick;
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit.p;
  }

  private put(key: string, version: number, p: Prepared) {
    const old = this.map.get(key);
    if (old) {
      this.held -= old.weight;
      this.map.delete(key);
    }
    const w = weight(p);
    if (w > this.maxBytes) return;
    this.map.set(key, { version, p, weight: w, tick: ++this.tick });
    this.held += w;
    this.evict();
  }

  private evict() {
    for (const [k, e] of this.map) {
      if (this.held <= this.maxBytes) break;
      this.map.delete(k);
      this.held -= e.weight;
    }
  }

  /**
   * Answers the request from the cache: keyed by the request (route, language, input), at the
   * source's current version.
   * An anonymous request is also offered to the front answers, so that the next one like it is
   * answered before the hooks run; `admit` tells there whether a given request may have it (a
   * university page counts a visitor's first view of the day, which only the route can do).
   */
  async send(
    req: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType,
    build: () => Promise<unknown>,
    admit?: (req: FastifyRequest) => boolean,
  ) {
    if (!this.source) throw new Error('AnswerCache.send needs the source (its version) given to the constructor');
    const { version, front } = this.source;
    const key = requestKey(req);
    const p = await this.get(key, version(), schema, build);
    if (front && !req.auth) front.offer(req, { cache: this, key, version, admit });
    return sendPrepared(req, reply, p);
  }

  clear(): void {
    this.map.clear();
    this.held = 0;
  }
}

/** The cache key of a request: its route, language and (validated, defaults filled) input. */
export const requestKey = (req: FastifyRequest) =>
  `${req.method} ${req.routeOptions.url}|${req.lang}|${JSON.stringify(req.method === 'GET' ? req.query : req.body)}`;
