-- A newsletter's optional Kiswahili version (docs/rules/public-pages.md#languages): sent to the
-- subscribers whose language is Kiswahili; null, they get the English.
ALTER TABLE "newsletter_campaigns" ADD COLUMN "subject_sw" text;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "body_sw" text;
