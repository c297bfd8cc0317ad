-- By hand (drizzle-kit does not generate extensions): the trigram index below needs pg_trgm,
-- a trusted extension since PostgreSQL 13, shipped by embedded-postgres and by PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_pkey" PRIMARY KEY("user_id","portfolio_id")
);
--> statement-breakpoint
CREATE TABLE "booking_request_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_request_replies_status_check" CHECK ("booking_request_replies"."status" in ('accepted', 'declined', 'completed'))
);
--> statement-breakpoint
DROP INDEX "portfolios_featured_created_idx";--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "owner_role" text DEFAULT 'photographer' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("portfolios"."name" || E'\x1f' || "portfolios"."speciality" || E'\x1f' || "portfolios"."location" || E'\x1f' || "portfolios"."message")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_replies" ADD CONSTRAINT "booking_request_replies_request_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_portfolio_created_idx" ON "favourites" USING btree ("portfolio_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_request_replies_request_created_idx" ON "booking_request_replies" USING btree ("booking_request_id","created_at");--> statement-breakpoint
-- By hand: the unique key must exist before the foreign key that refers to it, and portfolios of
-- accounts that left the photographer role take their owner's role first.
ALTER TABLE "users" ADD CONSTRAINT "users_id_role_key" UNIQUE("id","role");--> statement-breakpoint
UPDATE "portfolios" SET "owner_role" = "users"."role" FROM "users" WHERE "users"."id" = "portfolios"."user_id" AND "users"."role" <> 'photographer';--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_owner_role_fk" FOREIGN KEY ("user_id","owner_role") REFERENCES "public"."users"("id","role") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "portfolios_featured_created_id_idx" ON "portfolios" USING btree ("featured","created_at","id");--> statement-breakpoint
CREATE INDEX "portfolios_location_idx" ON "portfolios" USING btree ("location");--> statement-breakpoint
CREATE INDEX "portfolios_speciality_idx" ON "portfolios" USING btree ("speciality");--> statement-breakpoint
CREATE INDEX "portfolios_starting_price_idx" ON "portfolios" USING btree ("starting_price");--> statement-breakpoint
CREATE INDEX "portfolios_starting_price_desc_idx" ON "portfolios" USING btree ("starting_price" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolios_experience_years_idx" ON "portfolios" USING btree ("experience_years" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolios_search_text_trgm_idx" ON "portfolios" USING gin ("search_text" gin_trgm_ops);