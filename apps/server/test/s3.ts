// A fake S3 server (s3rver) for tests: started on a random loopback port over a temporary folder,
// with the buckets asked for; nothing leaves the machine. s3rver checks signatures against its own
// fixed key pair, S3RVER/S3RVER.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/providers/storage';

export interface FakeS3 {
  endpoint: string;
  /** Settings for one of the buckets. */
  settings(bucket: string): S3Settings;
  /** The S3_* environment for one of the buckets. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeS3(buckets: string[]): Promise<FakeS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({
    endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    endpoint,
    settings,
    env: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    }),
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
