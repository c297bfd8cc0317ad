-- Issue 28: a blog post's optional Kiswahili title, excerpt and body (null: the English shows on /sw).
-- Hero slides, FAQs and services keep theirs inside studio_content's jsonb (each item's `sw`).
ALTER TABLE "blog_posts" ADD COLUMN "title_sw" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_sw" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_sw" text;
