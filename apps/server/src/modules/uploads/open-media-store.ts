import type { Env } from '../../config/env';
import { localMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import type { S3Settings } from './s3-client';

type S3Env = Pick<
  Env,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

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

/**
 * The media store MEDIA_STORE names (docs/decisions/0040-media-store.md). The S3 SDK is loaded
 * only when it is used, so the local store's start pays nothing for it.
 */
export async function openMediaStore(
  env: S3Env & Pick<Env, 'MEDIA_STORE' | 'MEDIA_DIR' | 'S3_BUCKET'>,
): Promise<MediaStore> {
  if (env.MEDIA_STORE === 'local') return localMediaStore(env.MEDIA_DIR);
  const { s3MediaStore } = await import('./s3-media-store');
  return s3MediaStore(s3SettingsOf(env, env.S3_BUCKET!));
}
