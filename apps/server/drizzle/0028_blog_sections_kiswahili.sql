-- docs/decisions/0046-languages.md: a blog post's sections in Kiswahili, each optional: a list beside `sections`, one entry per
-- section in the same order ({"title", "content"}, '' where it has none; null: no section has any, the English shows on /sw).
ALTER TABLE "blog_posts" ADD COLUMN "sections_sw" jsonb;
