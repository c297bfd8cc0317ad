import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadEnv } from '../src/config/env';

/**
 * A local S3-compatible server (s3rver, path-style addresses) on a free loopback port, with
 * `buckets` made, its files in a temporary folder; `env` are the S3_* variables that reach it.
 */
export async function startS3(buckets: string[]) {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  let closed = false;
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    port,
    env,
    /** The same variables, parsed as the server parses them. */
    parsedEnv: (more: Record<string, string> = {}) => loadEnv({ ...env, ...more }),
    /** Stops the server (a test may stop it early, to see the bucket unreachable) and removes its files. */
    async close() {
      if (!closed) await server.close();
      closed = true;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
export type TestS3 = Awaited<ReturnType<typeof startS3>>;
