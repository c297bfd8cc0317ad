DROP INDEX "portfolios_starting_price_idx";--> statement-breakpoint
DROP INDEX "portfolios_starting_price_desc_idx";--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "package_price_kes" integer;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "package_price_usd" integer;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "listed_price" integer GENERATED ALWAYS AS (coalesce("portfolios"."package_price_usd", "portfolios"."starting_price")) STORED;--> statement-breakpoint
CREATE INDEX "portfolios_listed_price_idx" ON "portfolios" USING btree ("listed_price");--> statement-breakpoint
CREATE INDEX "portfolios_listed_price_desc_idx" ON "portfolios" USING btree ("listed_price" DESC NULLS LAST);