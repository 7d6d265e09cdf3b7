ALTER TYPE "public"."otp_purpose" ADD VALUE 'codOrder';--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'voucher';--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'paytmLink';--> statement-breakpoint
CREATE TABLE "paytm_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"token" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_paytm_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_paytm_wallets" (
	"mobile" text PRIMARY KEY NOT NULL,
	"balance_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_paytm_wallets_balance_non_negative" CHECK ("sandbox_paytm_wallets"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"voucher_code" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_redemptions_amount_positive" CHECK ("voucher_redemptions"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"balance_paise" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"auth" text NOT NULL,
	"pin_hash" text,
	"mobile" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vouchers_balance_non_negative" CHECK ("vouchers"."balance_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_instructions" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zero_contact_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "paytm_links" ADD CONSTRAINT "paytm_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_paytm_entries" ADD CONSTRAINT "sandbox_paytm_entries_mobile_sandbox_paytm_wallets_mobile_fk" FOREIGN KEY ("mobile") REFERENCES "public"."sandbox_paytm_wallets"("mobile") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_paytm_entries_reference_idx" ON "sandbox_paytm_entries" USING btree ("reference","kind");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("voucher_code","status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_within_total" CHECK ("orders"."voucher_paise" >= 0 and "orders"."wallet_paise" + "orders"."voucher_paise" <= "orders"."grand_total_paise");--> statement-breakpoint
UPDATE "payment_methods" SET "enabled" = 'E' WHERE "id" = 'EVOUCHER';--> statement-breakpoint
INSERT INTO "app_config" ("key", "value") VALUES ('codOtpAboveAmount', '1000'::jsonb), ('codOtpFirstCashOrder', 'false'::jsonb) ON CONFLICT ("key") DO NOTHING;
