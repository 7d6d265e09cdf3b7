CREATE TYPE "public"."gateway_payment_status" AS ENUM('CREATED', 'OTP_PENDING', 'SUCCESS', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING', 'CONFIRMED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'SUCCESS', 'FAILED', 'CASH_ON_DELIVERY');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('INITIATED', 'COMPLETED');--> statement-breakpoint
CREATE TABLE "loyalty_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"points" integer NOT NULL,
	"earned_on" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_transaction_id" text NOT NULL,
	"slice_order_id" text NOT NULL,
	"status" "order_status" NOT NULL,
	"store_id" text NOT NULL,
	"store_name" text NOT NULL,
	"cart_id" text NOT NULL,
	"delivery_type" text NOT NULL,
	"address_id" text,
	"mobile" text NOT NULL,
	"advance_time" timestamp with time zone,
	"lines" jsonb NOT NULL,
	"sub_total_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"taxes_paise" integer NOT NULL,
	"tip_paise" integer NOT NULL,
	"grand_total_paise" integer NOT NULL,
	"wallet_paise" integer DEFAULT 0 NOT NULL,
	"primary_payment_id" text NOT NULL,
	"secondary_payment_id" text,
	"payment_mode" text NOT NULL,
	"loyalty_eligible" boolean NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."grand_total_paise" >= 0 and "orders"."wallet_paise" >= 0 and "orders"."wallet_paise" <= "orders"."grand_total_paise")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_type" text NOT NULL,
	"name" text NOT NULL,
	"provider" text,
	"enabled" text NOT NULL,
	"upi_modes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"provider" text,
	"amount_paise" integer NOT NULL,
	"status" "payment_status" NOT NULL,
	"upi_mode" text,
	"vpa" text,
	"bank_code" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_amount_non_negative" CHECK ("payments"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" "refund_status" NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_transaction_id" text NOT NULL,
	"provider" text NOT NULL,
	"payment_type" text NOT NULL,
	"upi_mode" text,
	"vpa" text,
	"amount_paise" integer NOT NULL,
	"status" "gateway_payment_status" NOT NULL,
	"debited" boolean DEFAULT false NOT NULL,
	"card_last4" text,
	"failure_reason" text,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD CONSTRAINT "sandbox_gateway_refunds_payment_id_sandbox_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_gateway_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_points_user_day_idx" ON "loyalty_points" USING btree ("user_id","earned_on");--> statement-breakpoint
CREATE INDEX "loyalty_points_user_idx" ON "loyalty_points" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_transaction_id_idx" ON "orders" USING btree ("order_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_slice_order_id_idx" ON "orders" USING btree ("slice_order_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_type_idx" ON "refunds" USING btree ("order_id","payment_type");