CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_pkey" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('inquiry', 'answer', 'message', 'expired', 'cancelled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"booking_request_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"mail_state" text DEFAULT 'skipped' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('inquiry', 'answer', 'message', 'expired', 'cancelled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "availability_settings" (
	"portfolio_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Africa/Nairobi' NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocked_dates" (
	"portfolio_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_dates_pkey" PRIMARY KEY("portfolio_id","day")
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_kes" integer NOT NULL,
	"price_usd" integer,
	"duration_value" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"deliverables" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_duration_unit_check" CHECK ("packages"."duration_unit" in ('hours', 'days')),
	CONSTRAINT "packages_prices_check" CHECK ("packages"."price_kes" >= 0 and ("packages"."price_usd" is null or "packages"."price_usd" >= 0))
);
--> statement-breakpoint
ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_status_check";--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "client_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "photographer_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "client_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "photographer_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD CONSTRAINT "availability_settings_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_dates" ADD CONSTRAINT "blocked_dates_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mail_state" = 'pending';--> statement-breakpoint
CREATE INDEX "booking_events_request_created_idx" ON "booking_events" USING btree ("booking_request_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_messages_request_created_idx" ON "booking_messages" USING btree ("booking_request_id","created_at");--> statement-breakpoint
CREATE INDEX "packages_portfolio_position_idx" ON "packages" USING btree ("portfolio_id","position");--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_portfolio_held_date_key" ON "booking_requests" USING btree ("portfolio_id","event_date") WHERE "booking_requests"."status" in ('accepted', 'completed');--> statement-breakpoint
CREATE INDEX "booking_requests_pending_expires_idx" ON "booking_requests" USING btree ("expires_at") WHERE "booking_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_status_check" CHECK ("booking_requests"."status" in ('pending', 'accepted', 'declined', 'expired', 'cancelled', 'completed'));--> statement-breakpoint
-- Every request so far gets its timeline: its creation, then each answer it was given.
INSERT INTO "booking_events" ("booking_request_id", "actor_user_id", "actor_role", "from_status", "to_status", "created_at")
SELECT "id", "client_user_id", 'client', NULL, 'pending', "created_at" FROM "booking_requests";--> statement-breakpoint
INSERT INTO "booking_events" ("booking_request_id", "actor_user_id", "actor_role", "from_status", "to_status", "note", "created_at")
SELECT r."booking_request_id", p."user_id", 'photographer',
  coalesce(lag(r."status") OVER (PARTITION BY r."booking_request_id" ORDER BY r."created_at", r."id"), 'pending'),
  r."status", r."message", r."created_at"
FROM "booking_request_replies" r
JOIN "booking_requests" b ON b."id" = r."booking_request_id"
JOIN "portfolios" p ON p."id" = b."portfolio_id";--> statement-breakpoint
UPDATE "booking_requests" SET "expires_at" = "created_at" + interval '72 hours' WHERE "status" = 'pending';
