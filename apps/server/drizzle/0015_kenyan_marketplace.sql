-- D30 (ADR 0030): a Kenyan marketplace. Prices keep their own currency and the directory compares
-- them in shillings at a rate staff set; locations are Kenyan towns.
CREATE TABLE "marketplace_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"kes_per_usd" numeric(6, 2) DEFAULT '129' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "marketplace_settings_single_row" CHECK ("marketplace_settings"."id"),
	CONSTRAINT "marketplace_settings_rate_check" CHECK ("marketplace_settings"."kes_per_usd" >= 50 and "marketplace_settings"."kes_per_usd" <= 500)
);--> statement-breakpoint
INSERT INTO "marketplace_settings" ("id") VALUES (true);--> statement-breakpoint
ALTER TABLE "portfolios" DROP COLUMN "listed_price";--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "starting_currency" text;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_starting_currency_check" CHECK ("portfolios"."starting_currency" in ('KES', 'USD'));--> statement-breakpoint
-- Starting prices were US dollars (D15); the server reads each `price` again in its own currency on
-- its next start (rows with a price and no currency), as only the parser knows how.
-- The cheapest active package is now the one with the lowest KES price, and its USD figure is the
-- photographer's own dollar price or none (no conversion).
UPDATE "portfolios" SET ("package_price_kes", "package_price_usd") = (
	SELECT "price_kes", "price_usd" FROM "packages"
	WHERE "packages"."portfolio_id" = "portfolios"."id" AND "packages"."active" AND "packages"."deleted_at" IS NULL
	ORDER BY "price_kes" ASC, "price_usd" ASC NULLS LAST
	LIMIT 1
);--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "listed_kes" integer GENERATED ALWAYS AS (coalesce("portfolios"."package_price_kes", case when "portfolios"."starting_currency" = 'KES' then "portfolios"."starting_price" end)) STORED;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "listed_usd" integer GENERATED ALWAYS AS (case when "portfolios"."package_price_kes" is null and "portfolios"."starting_currency" = 'USD' then "portfolios"."starting_price" end) STORED;--> statement-breakpoint
CREATE INDEX "portfolios_listed_kes_idx" ON "portfolios" USING btree ("listed_kes");--> statement-breakpoint
CREATE INDEX "portfolios_listed_usd_idx" ON "portfolios" USING btree ("listed_usd");--> statement-breakpoint
-- The template's American towns (D7) are not places in Kenya: those listings become "Anywhere in
-- Kenya" until their photographer picks a town.
UPDATE "portfolios" SET "location" = 'Anywhere in Kenya'
WHERE "location" NOT IN ('Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Naivasha', 'Diani', 'Nanyuki', 'Anywhere in Kenya');
