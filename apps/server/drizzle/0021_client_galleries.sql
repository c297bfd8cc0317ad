CREATE TABLE "galleries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url_key" text NOT NULL,
	"client_downloads" boolean DEFAULT true NOT NULL,
	"selection_min" integer,
	"selection_max" integer,
	"selection_submitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"files_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "galleries_selection_check" CHECK (("galleries"."selection_min" is null or "galleries"."selection_min" >= 0) and ("galleries"."selection_max" is null or "galleries"."selection_max" >= 1) and ("galleries"."selection_min" is null or "galleries"."selection_max" is null or "galleries"."selection_min" <= "galleries"."selection_max"))
);
--> statement-breakpoint
CREATE TABLE "gallery_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"stem" text NOT NULL,
	"ext" text NOT NULL,
	"bytes" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" jsonb NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"pin_hash" text,
	"label" text NOT NULL,
	"can_favourite" boolean DEFAULT true NOT NULL,
	"can_download" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gallery_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"user_id" uuid,
	"link_id" uuid,
	"name" text NOT NULL,
	"key_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_people_who_check" CHECK (("gallery_people"."user_id" is null) <> ("gallery_people"."link_id" is null))
);
--> statement-breakpoint
CREATE TABLE "gallery_favourites" (
	"person_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_favourites_pkey" PRIMARY KEY("person_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo_id" uuid NOT NULL,
	"person_id" uuid,
	"photographer_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_selections" (
	"gallery_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_selections_pkey" PRIMARY KEY("gallery_id","photo_id")
);
--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_sets" ADD CONSTRAINT "gallery_sets_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_set_id_gallery_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."gallery_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_links" ADD CONSTRAINT "gallery_links_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_links" ADD CONSTRAINT "gallery_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_people" ADD CONSTRAINT "gallery_people_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_people" ADD CONSTRAINT "gallery_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_people" ADD CONSTRAINT "gallery_people_link_id_gallery_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."gallery_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_favourites" ADD CONSTRAINT "gallery_favourites_person_id_gallery_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."gallery_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_favourites" ADD CONSTRAINT "gallery_favourites_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_person_id_gallery_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."gallery_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_photographer_user_id_users_id_fk" FOREIGN KEY ("photographer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_selections" ADD CONSTRAINT "gallery_selections_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_selections" ADD CONSTRAINT "gallery_selections_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_booking_request_key" ON "galleries" USING btree ("booking_request_id");--> statement-breakpoint
CREATE INDEX "galleries_expires_idx" ON "galleries" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_sets_gallery_name_key" ON "gallery_sets" USING btree ("gallery_id","name");--> statement-breakpoint
CREATE INDEX "gallery_photos_gallery_idx" ON "gallery_photos" USING btree ("gallery_id","created_at");--> statement-breakpoint
CREATE INDEX "gallery_photos_set_idx" ON "gallery_photos" USING btree ("set_id","file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_links_token_hash_key" ON "gallery_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "gallery_links_gallery_idx" ON "gallery_links" USING btree ("gallery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_people_gallery_user_key" ON "gallery_people" USING btree ("gallery_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_people_key_hash_key" ON "gallery_people" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "gallery_favourites_photo_idx" ON "gallery_favourites" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "gallery_comments_photo_idx" ON "gallery_comments" USING btree ("photo_id","created_at");
