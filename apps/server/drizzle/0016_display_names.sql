-- Issue 23: sign-up asks a display name. Accounts made before it (named after their e-mail
-- address) have none chosen, so the dashboard asks them once.
ALTER TABLE "users" ADD COLUMN "name_chosen_at" timestamp with time zone;
