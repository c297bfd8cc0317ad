-- Issue 23: a content save is a draft until published. `data` stays what the public pages show;
-- `draft` is the unpublished copy (null when there is none), `draft_updated_at` when it was saved.
ALTER TABLE "studio_content" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "studio_content" ADD COLUMN "draft_updated_at" timestamp with time zone;
