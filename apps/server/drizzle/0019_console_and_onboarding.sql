ALTER TABLE "portfolios" ADD COLUMN "instagram" text DEFAULT '' NOT NULL;
