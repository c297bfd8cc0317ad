ALTER TABLE "packages" ADD COLUMN "deposit_kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "deposit_value" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "balance_due_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "cancellation_policy" text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_deposit_check" CHECK (("packages"."deposit_kind" = 'percent' and "packages"."deposit_value" between 1 and 100) or ("packages"."deposit_kind" = 'fixed' and "packages"."deposit_value" >= 1));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_balance_due_days_check" CHECK ("packages"."balance_due_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_cancellation_policy_check" CHECK ("packages"."cancellation_policy" in ('flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('inquiry', 'answer', 'message', 'expired', 'cancelled', 'completed', 'review', 'studio', 'payment'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('inquiry', 'answer', 'message', 'expired', 'cancelled', 'completed', 'review', 'studio', 'payment'));--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"booking_request_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'awaiting_deposit' NOT NULL,
	"price_cents" bigint NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"cancellation_policy" text NOT NULL,
	"deposit_due_at" timestamp with time zone NOT NULL,
	"balance_due_date" date,
	"balance_reminded_at" timestamp with time zone,
	"payout_after" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text,
	"dispute_resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_state_check" CHECK ("booking_payments"."state" in ('awaiting_deposit', 'confirmed', 'paid', 'released', 'cancelled')),
	CONSTRAINT "booking_payments_amounts_check" CHECK ("booking_payments"."price_cents" > 0 and "booking_payments"."deposit_cents" > 0 and "booking_payments"."deposit_cents" <= "booking_payments"."price_cents" and "booking_payments"."paid_cents" >= 0 and "booking_payments"."paid_cents" <= "booking_payments"."price_cents"),
	CONSTRAINT "booking_payments_policy_check" CHECK ("booking_payments"."cancellation_policy" in ('flexible', 'moderate', 'strict'))
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_awaiting_due_idx" ON "booking_payments" USING btree ("deposit_due_at") WHERE "booking_payments"."state" = 'awaiting_deposit';--> statement-breakpoint
CREATE INDEX "booking_payments_payout_idx" ON "booking_payments" USING btree ("payout_after") WHERE "booking_payments"."payout_after" is not null;--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"merchant_request_id" text,
	"checkout_request_id" text,
	"mpesa_receipt" text,
	"paid_cents" bigint,
	"receipt_number" integer,
	"queries" integer DEFAULT 0 NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_purpose_check" CHECK ("payment_attempts"."purpose" in ('deposit', 'balance')),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('pending', 'succeeded', 'failed', 'unknown')),
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount_cents" > 0 and "payment_attempts"."amount_cents" % 100 = 0)
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_active_key" ON "payment_attempts" USING btree ("booking_request_id") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_checkout_key" ON "payment_attempts" USING btree ("checkout_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_receipt_number_key" ON "payment_attempts" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payment_attempts_booking_idx" ON "payment_attempts" USING btree ("booking_request_id","created_at");--> statement-breakpoint
CREATE SEQUENCE "payment_receipt_numbers" START 1001;--> statement-breakpoint
CREATE TABLE "mpesa_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_callbacks_kind_check" CHECK ("mpesa_callbacks"."kind" in ('stk', 'b2c', 'query'))
);
--> statement-breakpoint
CREATE INDEX "mpesa_callbacks_reference_idx" ON "mpesa_callbacks" USING btree ("reference");--> statement-breakpoint
CREATE TABLE "mpesa_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"originator_conversation_id" text,
	"conversation_id" text,
	"result_code" integer,
	"result_desc" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "mpesa_transfers_kind_check" CHECK ("mpesa_transfers"."kind" in ('refund', 'payout')),
	CONSTRAINT "mpesa_transfers_status_check" CHECK ("mpesa_transfers"."status" in ('queued', 'sent', 'succeeded', 'failed')),
	CONSTRAINT "mpesa_transfers_amount_check" CHECK ("mpesa_transfers"."amount_cents" > 0 and "mpesa_transfers"."amount_cents" % 100 = 0 and "mpesa_transfers"."commission_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mpesa_transfers" ADD CONSTRAINT "mpesa_transfers_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_transfers_reason_key" ON "mpesa_transfers" USING btree ("reason");--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_transfers_originator_key" ON "mpesa_transfers" USING btree ("originator_conversation_id");--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"posting_id" uuid NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"attempt_id" uuid,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('mpesa', 'client_funds', 'commission')),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('deposit', 'balance', 'refund', 'commission', 'payout')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_mpesa_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."mpesa_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_request_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_attempt_account_key" ON "ledger_entries" USING btree ("attempt_id","account") WHERE "ledger_entries"."attempt_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_transfer_account_key" ON "ledger_entries" USING btree ("transfer_id","account","kind") WHERE "ledger_entries"."transfer_id" is not null;--> statement-breakpoint
CREATE FUNCTION "append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "mpesa_callbacks_append_only" BEFORE UPDATE OR DELETE ON "mpesa_callbacks" FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE FUNCTION "ledger_posting_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE posting_id = NEW.posting_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger posting % does not balance (%)', NEW.posting_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_posting_balances"();
