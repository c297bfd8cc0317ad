ALTER TABLE "booking_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_language_check" CHECK ("booking_requests"."language" in ('en', 'sw'));
