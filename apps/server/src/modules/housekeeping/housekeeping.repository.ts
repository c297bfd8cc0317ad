import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How long a spent or expired password-reset code is kept (for the hourly limit's count). */
const RESET_CODES_KEPT = '1 day';

/** What the hourly housekeeping deletes from the database, and what it needs to know of media. */
export function housekeepingRepository(db: Db) {
  const count = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rowCount ?? 0;
  return {
    deleteExpiredSessions: () => count(sql`delete from sessions where expires_at < now()`),

    /** Codes (OTPs) spent or expired more than a day ago: none of them can be used again. */
    deleteSpentResetCodes: () =>
      count(
        sql`delete from password_reset_codes
            where coalesce(spent_at, expires_at) < now() - ${RESET_CODES_KEPT}::interval`,
      ),

    /**
     * Every name under MEDIA_DIR the database still points at: stems of uploaded portfolio, review
     * and message images and blog covers (their files are `{stem}-{width}.{format}`, `{stem}.jpg`),
     * uploaded videos and avatars (whole file names), and the studio's uploaded photographs
     * (`upload:{stem}` in the content's `imageUploads`) and films (`film:{name}` in a wedding film
     * slot of the services page, published or in its draft, which publishing would show).
     */
    async referencedMediaNames(): Promise<Set<string>> {
      const { rows } = await db.execute<{ name: string | null }>(sql`
        select stem as name from portfolio_images where stem is not null
        union all select regexp_replace(base, '^.*/', '') from portfolio_images
        union all select video_file from portfolios where video_file is not null
        union all select avatar_file from users where avatar_file is not null
        union all select cover->>'stem' from blog_posts where cover is not null
        union all select regexp_replace(i->>'base', '^.*/', '')
          from booking_messages, jsonb_array_elements(images) as i
        union all select regexp_replace(i->>'base', '^.*/', '')
          from reviews, jsonb_array_elements(images) as i
        union all select regexp_replace(i->>'id', '^upload:', '')
          from studio_content, jsonb_array_elements(data) as i
          where key = 'imageUploads' and jsonb_typeof(data) = 'array'
        union all select regexp_replace(f->>'video', '^film:', '')
          from studio_content, jsonb_array_elements(coalesce(data #> '{weddingFilms,films}', '[]'::jsonb)) as f
          where key = 'servicesPage' and f->>'video' like 'film:%'
        union all select regexp_replace(f->>'video', '^film:', '')
          from studio_content, jsonb_array_elements(coalesce(draft #> '{weddingFilms,films}', '[]'::jsonb)) as f
          where key = 'servicesPage' and f->>'video' like 'film:%'`);
      return new Set(rows.flatMap((r) => (r.name ? [r.name] : [])));
    },
  };
}
export type HousekeepingRepository = ReturnType<typeof housekeepingRepository>;
