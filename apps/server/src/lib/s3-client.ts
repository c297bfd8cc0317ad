import fs from 'node:fs';
import type { S3Client } from '@aws-sdk/client-s3';

/** An S3-compatible service as the S3_* variables name it (docs/decisions/0040-media-store.md). */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The S3_* variables of the environment (config/env.ts). */
export interface S3Env {
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}

/** The S3_* connection settings with one bucket (the media's, or the backups'). */
export function s3SettingsOf(env: S3Env, bucket: string): S3Settings {
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Parts of a multipart upload: large files (videos, backups) go up 8 MB at a time, two at once. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * The SDK and a client for `settings`. The SDK is imported here, when first used, not with the
 * server: loading it takes a few hundred milliseconds that a server on the local store never spends.
 */
export async function s3Client(settings: S3Settings) {
  const sdk = await import('@aws-sdk/client-s3');
  // On Node 20 the SDK warns that its releases after January 2027 need Node 22; the server already
  // says Node 20 is past its end (docs/decisions/0043-supported-runtime-and-error-tracking.md, 0040).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible services refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5000, requestTimeout: 120_000 },
  });
  return { sdk, client };
}

/** Uploads a local file under `key`: one request for a small file, a multipart upload for a large one. */
export async function uploadFile(
  client: S3Client,
  bucket: string,
  key: string,
  file: string,
  contentType?: string,
): Promise<void> {
  const { Upload } = await import('@aws-sdk/lib-storage');
  const upload = new Upload({
    client,
    params: {
      Bucket: bucket,
      Key: key,
      Body: fs.createReadStream(file),
      ...(contentType ? { ContentType: contentType } : {}),
    },
    partSize: PART_BYTES,
    queueSize: 2,
    leavePartsOnError: false,
  });
  await upload.done();
}

/** The HTTP status of an answer S3 gave, or undefined when none came (no connection). */
export function s3Status(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** One sentence for what went wrong talking to the bucket (start, readiness, backups). */
export function s3Problem(err: unknown, settings: S3Settings, what: string): string {
  const status = s3Status(err);
  const where = settings.endpoint ?? `S3 (${settings.region})`;
  if (status === 404) return `The bucket ${settings.bucket} (${what}) does not exist at ${where}.`;
  if (status === 401 || status === 403)
    return `The bucket ${settings.bucket} (${what}) refuses these credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).`;
  if (status) return `The bucket ${settings.bucket} (${what}) answered ${status}.`;
  return `The S3 endpoint ${where} cannot be reached (${(err as Error).message || String(err)}).`;
}
