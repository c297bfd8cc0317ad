import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { checkKey, checkPrefix, type MediaStore, type StoredObject } from './media-store';
import { type S3Settings, s3Client, s3Problem, s3Status, uploadFile } from '../../lib/s3-client';

/**
 * The S3-compatible store (docs/decisions/0040-media-store.md): each key is an object of the
 * bucket. The bucket stays private: the server streams every file itself, so the routes' checks
 * (a gallery's originals for its owner only) hold as with the local folder.
 */
export async function s3MediaStore(settings: S3Settings): Promise<MediaStore> {
  const { sdk, client } = await s3Client(settings);
  const { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command } = sdk;
  const Bucket = settings.bucket;
  const absent = (err: unknown) => {
    if (s3Status(err) === 404) return undefined;
    throw err;
  };

  const store: MediaStore = {
    kind: 's3',

    async moveIn(key, file, contentType) {
      await uploadFile(client, Bucket, checkKey(key), file, contentType);
      await fs.rm(file, { force: true });
    },

    async put(key, bytes, contentType) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ...(contentType ? { ContentType: contentType } : {}),
        }),
      );
    },

    async get(key, range) {
      const answer = await client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: checkKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        .catch(absent);
      return answer?.Body as Readable | undefined;
    },

    async head(key) {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) })).catch(absent);
      if (!answer) return undefined;
      return { size: answer.ContentLength ?? 0, modified: answer.LastModified ?? new Date(0) };
    },

    async delete(keys) {
      for (const key of keys) checkKey(key);
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`could not delete ${failed.Key} from the bucket: ${failed.Code} ${failed.Message}`);
      }
    },

    async list(prefix) {
      checkPrefix(prefix);
      const out: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? [])
          if (o.Key) out.push({ key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out;
    },

    async deletePrefix(prefix) {
      await store.delete((await store.list(prefix)).map((o) => o.key));
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw new Error(s3Problem(err, settings, 'S3_BUCKET'));
      }
    },
  };
  return store;
}
