// vitest-no-db: runs once, with the unit tests (it opens no database).
// Which failures count as a lost database connection, and which statements may run twice.
import { describe, expect, it } from 'vitest';
import { CONNECT_FAILED, isConnectionError, isRetryableRead } from './connection-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('lost, refused and unavailable connections, also wrapped by Drizzle', () => {
    expect(isConnectionError(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionError(withCode('08006'))).toBe(true);
    expect(isConnectionError(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isConnectionError(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(new Error('Failed query: select 1', { cause: withCode('57P01') }))).toBe(true);
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
    expect(
      isConnectionError(
        Object.assign(withCode('55000', 'database "x" is not currently accepting connections'), { [CONNECT_FAILED]: true }),
      ),
    ).toBe(true);
  });

  it('not statement errors', () => {
    expect(isConnectionError(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isConnectionError(withCode('22001'))).toBe(false);
    expect(isConnectionError(withCode('55000'))).toBe(false);
    expect(isConnectionError(new Error('Failed query', { cause: withCode('40001') }))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});

describe('isRetryableRead', () => {
  it('plain selects only', () => {
    expect(isRetryableRead('select "id", "name" from "universities" where "id" = $1')).toBe(true);
    expect(isRetryableRead('  SELECT 1')).toBe(true);
    expect(isRetryableRead('insert into "students" ("id") values ($1)')).toBe(false);
    expect(isRetryableRead('update "sessions" set "last_seen_at" = now()')).toBe(false);
    expect(isRetryableRead('with x as (delete from t returning *) select * from x')).toBe(false);
    expect(isRetryableRead('select * from "students" where "id" = $1 for update')).toBe(false);
    expect(isRetryableRead("select nextval('s')")).toBe(false);
    expect(isRetryableRead('SELECT pg_advisory_lock($1)')).toBe(false);
    expect(isRetryableRead('select * into t2 from t')).toBe(false);
  });
});
