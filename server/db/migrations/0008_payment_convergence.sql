CREATE TYPE "public"."gateway_refund_status" AS ENUM('PENDING', 'SETTLED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."refund_destination" AS ENUM('SOURCE', 'WALLET');--> statement-breakpoint
ALTER TYPE "public"."gateway_payment_status" ADD VALUE 'CANCELLED';--> statement-breakpoint
CREATE TABLE "sandbox_gateway_callbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"order_transaction_id" text NOT NULL,
	"status" text NOT NULL,
	"checksum" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"give_up_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "destination" "refund_destination" DEFAULT 'SOURCE' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD COLUMN "status" "gateway_refund_status" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD COLUMN "settles_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_callbacks" ADD CONSTRAINT "sandbox_gateway_callbacks_payment_id_sandbox_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_gateway_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_callbacks_payment_idx" ON "sandbox_gateway_callbacks" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_callbacks_due_idx" ON "sandbox_gateway_callbacks" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("status","created_at");