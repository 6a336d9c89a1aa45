// Answers that are the same for every reader (public catalogue lists, the autocomplete), kept as
// the bytes that go on the wire: serialized through the route's answer schema once, compressed once
// per encoding, with an ETag. An entry belongs to a version of its source (the catalogue index's
// version): a change makes every older entry a miss. Entries are few and small; the oldest go first.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export interface Prepared {
  body: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** Answers smaller than this are sent as they are (compression would not pay). */
const COMPRESS_FROM = 1024;

export function prepare(body: string): Prepared {
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
}

function encodingFor(req: FastifyRequest): 'br' | 'gzip' | null {
  const accept = req.headers['accept-encoding'];
  if (typeof accept !== 'string') return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Sends prepared bytes: 304 for a matching If-None-Match on a GET, else the best encoding. */
export function sendPrepared(req: FastifyRequest, reply: FastifyReply, p: Prepared): FastifyReply {
  reply.header('etag', p.etag);
  reply.header('vary', 'accept-encoding');
  if (req.method === 'GET' && req.headers['if-none-match'] === p.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const enc = p.body.length >= COMPRESS_FROM ? encodingFor(req) : null;
  if (enc === 'br') {
    p.br ??= zlib.brotliCompressSync(p.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: p.body.length },
    });
    return reply.header('content-encoding', 'br').send(p.br);
  }
  if (enc === 'gzip') {
    p.gzip ??= zlib.gzipSync(p.body, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(p.gzip);
  }
  return reply.send(p.body);
}

export class AnswerCache {
  private readonly map = new Map<string, { version: number; p: Prepared }>();
  private readonly building = new Map<string, Promise<Prepared>>();

  constructor(private readonly max = 2000) {}

  /**
   * The prepared answer for `key` at `version`, built by `build` (the envelope) and serialized through
   * `schema` on a miss; concurrent misses of one key share one build.
   */
  async get(key: string, version: number, schema: z.ZodType, build: () => Promise<unknown>): Promise<Prepared> {
    const hit = this.map.get(key);
    if (hit && hit.version === version) return hit.p;
    const vkey = `${version}|${key}`;
    let pending = this.building.get(vkey);
    if (!pending) {
      pending = (async () => {
        const envelope = schema.parse(await build());
        const p = prepare(JSON.stringify(envelope));
        if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as string);
        this.map.delete(key);
        this.map.set(key, { version, p });
        return p;
      })().finally(() => this.building.delete(vkey));
      this.building.set(vkey, pending);
    }
    return pending;
  }

  /** Answers the request from the cache: keyed by the request (route, language, input), at `version`. */
  async send(req: FastifyRequest, reply: FastifyReply, version: number, schema: z.ZodType, build: () => Promise<unknown>) {
    return sendPrepared(req, reply, await this.get(requestKey(req), version, schema, build));
  }

  clear(): void {
    this.map.clear();
  }
}

/** The cache key of a request: its route, language and (validated, defaults filled) input. */
export const requestKey = (req: FastifyRequest) =>
  `${req.method} ${req.routeOptions.url}|${req.lang}|${JSON.stringify(req.method === 'GET' ? req.query : req.body)}`;
