// The request's logger made only when something is logged. Fastify gives every request a child of
// the app's logger bound to its request id; making it (bindings serialized, redaction set up) cost
// a few per cent of a cached answer, and most requests log nothing at the configured level.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export class LazyChildLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly own: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): Logger {
    return (this.made ??= this.parent.child(this.own, this.options));
  }

  private log(method: Method, args: unknown[]) {
    if (this.made === undefined && !this.isLevelEnabled(method)) return;
    (this.real[method] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(value: string) {
    this.real.level = value;
  }
  get levels() {
    return this.parent.levels;
  }
  isLevelEnabled(level: string): boolean {
    if (this.made) return this.made.isLevelEnabled(level);
    const values = this.parent.levels.values;
    return level in values && values[level] >= (values[this.level] ?? Infinity);
  }
  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.real.child(bindings, options);
  }
  bindings(): Bindings {
    return this.made ? this.made.bindings() : { ...this.parent.bindings(), ...this.own };
  }
}

/** Fastify's childLoggerFactory: the request's logger, made when first used. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  // Logging switched off (Fastify's silent stand-in has no levels): its own child is free.
  if (!(logger as Partial<Logger>).levels) return logger.child(bindings, options);
  return new LazyChildLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
