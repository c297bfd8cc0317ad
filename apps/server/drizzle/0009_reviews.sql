CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"studio_may_quote" boolean DEFAULT false NOT NULL,
	"reply" text,
	"reply_created_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"featured_at" timestamp with time zone,
	"report_reason" text,
	"reported_at" timestamp with time zone,
	"report_state" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_report_state_check" CHECK ("reviews"."report_state" in ('open', 'kept', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "rating_score" real GENERATED ALWAYS AS (case when review_count > 0 then (rating_sum + 20)::real / (review_count + 5) end) STORED;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_request_key" ON "reviews" USING btree ("booking_request_id");--> statement-breakpoint
CREATE INDEX "reviews_portfolio_created_idx" ON "reviews" USING btree ("portfolio_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_portfolio_rating_idx" ON "reviews" USING btree ("portfolio_id","rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "reviews_report_open_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."report_state" = 'open';--> statement-breakpoint
CREATE INDEX "portfolios_rating_order_idx" ON "portfolios" USING btree ("rating_score" DESC NULLS LAST,"featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolios_review_count_order_idx" ON "portfolios" USING btree ("review_count" DESC NULLS LAST,"featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('inquiry', 'answer', 'message', 'expired', 'cancelled', 'completed', 'review'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('inquiry', 'answer', 'message', 'expired', 'cancelled', 'completed', 'review'));