CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"day_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"client_user_id" uuid,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_phone" text,
	"service" text NOT NULL,
	"event_date" date,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_status_check" CHECK ("booking_requests"."status" in ('pending', 'accepted', 'declined', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"base" text NOT NULL,
	"widths" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"stem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"speciality" text NOT NULL,
	"price" text NOT NULL,
	"location" text NOT NULL,
	"experience" text NOT NULL,
	"website" text NOT NULL,
	"availability" text,
	"featured" boolean DEFAULT false NOT NULL,
	"starting_price" integer,
	"experience_years" real,
	"video_url" text,
	"video_file" text,
	"library_avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"portfolio_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_pkey" PRIMARY KEY("portfolio_id","day","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_user_action_day_key" ON "activities" USING btree ("user_id","action","day_key");--> statement-breakpoint
CREATE INDEX "activities_user_last_at_idx" ON "activities" USING btree ("user_id","last_at");--> statement-breakpoint
CREATE INDEX "booking_requests_portfolio_created_idx" ON "booking_requests" USING btree ("portfolio_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_client_created_idx" ON "booking_requests" USING btree ("client_user_id","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_images_portfolio_position_idx" ON "portfolio_images" USING btree ("portfolio_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_user_id_key" ON "portfolios" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "portfolios_featured_created_idx" ON "portfolios" USING btree ("featured","created_at");