// Front answers: a prepared catalogue answer given again to the next anonymous reader of the same
// request as the first thing the server does, before the framework's hooks, the body's parsing, the
// input's schema and the handler run. On a results day most requests are the same few public pages
// asked by people without a session, and those layers were most of the server's time per answer.
//
// What such a request still gets: the request limit per address (counted as before), the security
// headers, 304 for a matching If-None-Match, the best encoding, the request log and the latency
// metric (Fastify's response hooks run). What decides the answer is in the key: the path with its
// query, the body's bytes, the lang header and the language cookie. A request with a session
// (token header, Authorization or the session cookie) never comes here: it may see favourites.
// Entries point at an answer cache's entry and are valid only while that holds the answer at the
// source's current version, so a catalogue change (noticed by every process) ends them at once.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, RequestPayload, RouteOptions } from 'fastify';
import { LANG_COOKIE, TOKEN_COOKIE } from '@portal/shared';
import { fastifyCookie } from '@fastify/cookie';
import { COMPRESS_FROM, encodedBytes, encodingFor, type AnswerCache, type Prepared } from './answer-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Anonymous answers of this route come from an answer cache (AnswerCache.send): a repeated request
     * may be answered in front. Only for routes with a fixed path (no path parameters).
     */
    front?: boolean;
  }
}

/** Bodies read ahead at most this long (the catalogue's list inputs are a few hundred bytes). */
const MAX_BODY = 4096;

interface Entry {
  cache: AnswerCache;
  /** The answer cache's key of this request. */
  key: string;
  /** The source's version now (an older entry is not answered). */
  version: () => number;
  /** Whether this request may have the answer here (else it goes the whole way). */
  admit?: (req: FastifyRequest) => boolean;
}

const FRONT_KEY = Symbol('frontKey');
const FRONT_BODY = Symbol('frontBody');
type Marked = FastifyRequest & { [FRONT_KEY]?: string; [FRONT_BODY]?: Buffer };

/** A stream of one chunk, the body read ahead (Readable.from would go through promises for it). */
class OneChunk extends Readable {
  constructor(private chunk: Buffer | null) {
    super();
  }
  override _read(): void {
    if (this.chunk) this.push(this.chunk);
    this.chunk = null;
    this.push(null);
  }
}

/** A media type the JSON parser takes exactly as the whole way does (other spellings go the whole way). */
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

export class FrontAnswers {
  private readonly map = new Map<string, Entry>();
  /** "METHOD /path" of the routes that ask for it (`config.front`): only their requests are keyed. */
  private readonly paths = new Set<string>();
  /** The request limit of /api, counted here for the requests answered here. */
  limit: ((req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null = null;

  /**
   * @param headers the headers every /api answer carries (the security headers).
   * @param maxEntries requests remembered at most (the oldest go first); the answers themselves are
   *   the answer caches' and counted there.
   * @param maxKeyChars what the remembered requests' keys may hold in all (a key carries its body).
   */
  constructor(
    headers: Record<string, string>,
    private readonly maxEntries = 4096,
    private readonly maxKeyChars = 2 * 2 ** 20,
  ) {
    this.flat = Object.entries(headers).flat();
  }

  /** The security headers as name, value, name, value (Node's fastest form of a header list). */
  private readonly flat: string[];

  /** Characters of the keys remembered now. */
  private keyChars = 0;

  /** Requests answered here since the start (a metric). */
  answered = 0;

  /** Requests remembered now (tests). */
  get size(): number {
    return this.map.size;
  }

  /** The onRequest hook, registered before every other. */
  readonly hook = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void): void => {
    const req = request as Marked;
    const method = req.method;
    const url = req.url;
    const q = url.indexOf('?');
    if (!this.paths.has(`${method} ${q < 0 ? url : url.slice(0, q)}`)) return done();
    const h = req.headers;
    if (h.token !== undefined || h.authorization !== undefined) return done();
    // Cookies are read by the parser the cookie plugin uses: a session cookie anywhere goes the whole way.
    const cookies = h.cookie === undefined ? undefined : fastifyCookie.parse(h.cookie);
    if (cookies?.[TOKEN_COOKIE] !== undefined) return done();
    const lang = typeof h.lang === 'string' ? h.lang : '';
    const base = `${method} ${url}\n${lang}\n${cookies?.[LANG_COOKIE] ?? ''}`;
    if (method === 'GET') return this.answer(req, reply, base, done);

    const length = Number(h['content-length']);
    const type = h['content-type'];
    if (
      !(length >= 0 && length <= MAX_BODY) ||
      h['content-encoding'] !== undefined ||
      h.expect !== undefined ||
      typeof type !== 'string' ||
      !JSON_TYPES.has(type.toLowerCase())
    )
      return done();
    // The body is read here; when the answer is not here, the request's parsing reads these bytes
    // (preParsing below) instead of the finished stream.
    const chunks: Buffer[] = [];
    let size = 0;
    const raw = req.raw;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    };
    const finish = (err?: Error) => {
      raw.removeListener('data', onData);
      raw.removeListener('end', finish);
      raw.removeListener('error', finish);
      // A client gone in the middle of its body: nothing more is done for it (no hook, no answer).
      if (err) return void reply.hijack();
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
      req[FRONT_BODY] = body;
      if (size !== length) return done();
      this.answer(req, reply, `${base}\n${body.toString('latin1')}`, done);
    };
    raw.on('data', onData);
    raw.on('end', finish);
    raw.on('error', finish);
  };

  /** The onRoute hook: notes the routes that ask for front answers. */
  readonly onRoute = (route: RouteOptions): void => {
    if ((route.config as { front?: boolean } | undefined)?.front !== true) return;
    for (const m of Array.isArray(route.method) ? route.method : [route.method])
      if (m === 'GET' || m === 'POST') this.paths.add(`${m} ${route.url}`);
  };

  /** The preParsing hook: a body read ahead by the hook above is parsed from its bytes. */
  readonly preParsing = (
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: RequestPayload,
    done: (err: Error | null, stream?: RequestPayload) => void,
  ): void => {
    const body = (request as Marked)[FRONT_BODY];
    done(null, body === undefined ? payload : new OneChunk(body));
  };

  /**
   * Remembers where the answer of this request is kept (called when an anonymous request was answered
   * from an answer cache), so that the next request with the same key is answered in front.
   */
  offer(request: FastifyRequest, entry: Entry): void {
    const key = (request as Marked)[FRONT_KEY];
    if (key === undefined) return;
    if (!this.map.has(key)) {
      this.keyChars += key.length;
      for (const old of this.map.keys()) {
        if (this.map.size < this.maxEntries && this.keyChars <= this.maxKeyChars) break;
        this.map.delete(old);
        this.keyChars -= old.length;
      }
    }
    this.map.set(key, entry);
  }

  private answer(req: Marked, reply: FastifyReply, key: string, done: (err?: Error) => void): void {
    req[FRONT_KEY] = key;
    const e = this.map.get(key);
    if (!e) return done();
    const p = e.cache.peek(e.key, e.version());
    if (!p || (e.admit && !e.admit(req))) return done();
    // An encoding other than brotli or gzip (deflate, *) for an answer large enough to compress is
    // given by the compression plugin on the whole way.
    const accept = req.headers['accept-encoding'];
    if (accept !== undefined && accept !== 'identity' && p.bytes.length >= COMPRESS_FROM && !encodingFor(accept, p)) return done();
    if (!this.limit) return this.write(req, reply, p);
    // Over the limit, the request goes the whole way, where the limit answers it (429, in its language).
    this.limit(req, reply).then(
      () => this.write(req, reply, p),
      () => done(),
    );
  }

  private write(req: FastifyRequest, reply: FastifyReply, p: Prepared): void {
    this.answered++;
    reply.hijack();
    const res = reply.raw;
    const head = [...this.flat, 'etag', p.etag, 'vary', 'accept-encoding'];
    if (req.method === 'GET' && req.headers['if-none-match'] === p.etag) {
      res.writeHead(304, head);
      res.end();
      return;
    }
    const enc = encodingFor(req.headers['accept-encoding'], p);
    const body = encodedBytes(p, enc);
    head.push('content-type', 'application/json; charset=utf-8');
    if (enc) head.push('content-encoding', enc);
    head.push('content-length', String(body.length));
    res.writeHead(200, head);
    res.end(body);
  }
}
