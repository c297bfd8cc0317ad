-- docs/decisions/0047-studio-client-galleries.md: a gallery staff make for one of the studio's own clients has no booking;
-- it names its client, the account that accepted its e-mailed invitation, and the hash of that invitation's token.
ALTER TABLE "galleries" ALTER COLUMN "booking_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "studio_client_name" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "studio_client_email" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "studio_client_user_id" uuid REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "invitation_hash" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_invitation_hash_key" ON "galleries" USING btree ("invitation_hash");--> statement-breakpoint
CREATE INDEX "galleries_studio_client_user_idx" ON "galleries" USING btree ("studio_client_user_id");--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_owner_check" CHECK (("booking_request_id" is null) = ("studio_client_email" is not null) and ("studio_client_email" is null) = ("studio_client_name" is null));
