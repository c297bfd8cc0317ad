import { type StudioContent, studioContentSchema } from '@studio/shared';
import type { Db } from '../../db/client';
import { CONTENT_TOPIC, type ChangeFeed, EVERYTHING } from '../../lib/change-feed';
import { studioContentRepository } from './studio-content.repository';
import { studioContentSeed } from './studio-content.seed';

const CACHE_MS = 30_000;

export function studioContentService(db: Db, changes: ChangeFeed) {
  const repo = studioContentRepository(db);
  let cached: { at: number; value: StudioContent } | undefined;
  changes.subscribe((topic) => {
    if (topic === CONTENT_TOPIC || topic === EVERYTHING) cached = undefined;
  });

  return {
    /** The whole content, validated; a key missing from the database falls back to the seed. */
    async get(): Promise<StudioContent> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const stored = await repo.all();
      const value = studioContentSchema.parse({ ...studioContentSeed, ...stored });
      cached = { at: Date.now(), value };
      return value;
    },
  };
}
export type StudioContentService = ReturnType<typeof studioContentService>;
