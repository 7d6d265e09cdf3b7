ALTER TABLE "orders" ADD COLUMN "delivery_house_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_landmark" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_rows" jsonb;