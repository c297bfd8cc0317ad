import type { Env } from '../../config/env';
import { localMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { type S3Env, s3SettingsOf } from '../../lib/s3-client';

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
