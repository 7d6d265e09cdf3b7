CREATE TYPE "public"."cheesy_status" AS ENUM('NOT_REGISTERED', 'REGISTERED', 'OPTED_OUT');--> statement-breakpoint
CREATE TYPE "public"."enrolment_source" AS ENUM('PAGE', 'ORDER', 'OTP');--> statement-breakpoint
CREATE TYPE "public"."loyalty_member_status" AS ENUM('WAITING', 'ENROLLED', 'OPT_OUT');--> statement-breakpoint
CREATE TYPE "public"."prize_kind" AS ENUM('POINTS', 'COUPON', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."wallet_entry_reason" AS ENUM('LOYALTY_EARNED', 'LOYALTY_BURNED', 'LOYALTY_RETURNED', 'ORDER_PAID', 'ORDER_RETURNED', 'REFUND', 'PROMO', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."wallet_part" AS ENUM('PIZZA_PALS', 'PROMO', 'REFUND');--> statement-breakpoint
CREATE TABLE "cheesy_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" "cheesy_status" NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_prizes" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"kind" "prize_kind" NOT NULL,
	"value" integer NOT NULL,
	"coupon_kind" "promo_kind",
	"max_discount_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "game_prizes_position_unique" UNIQUE("position"),
	CONSTRAINT "game_prizes_weight_positive" CHECK ("game_prizes"."weight" > 0 and "game_prizes"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_spins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"prize_code" text NOT NULL,
	"promo_code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"card_code" text NOT NULL,
	"status" "loyalty_member_status" NOT NULL,
	"source" "enrolment_source" NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirms_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_coupons" (
	"user_id" text NOT NULL,
	"milestone_orders" integer NOT NULL,
	"promo_code" text NOT NULL,
	"unlocked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_coupons_user_id_milestone_orders_pk" PRIMARY KEY("user_id","milestone_orders")
);
--> statement-breakpoint
CREATE TABLE "reward_milestones" (
	"orders" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" "promo_kind" NOT NULL,
	"value" integer NOT NULL,
	"max_discount_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_milestones_orders_positive" CHECK ("reward_milestones"."orders" > 0 and "reward_milestones"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"part" "wallet_part" NOT NULL,
	"reason" "wallet_entry_reason" NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_id" text,
	"reference" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_entries_amount_non_zero" CHECK ("wallet_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "pizza_pals_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "promo_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "refund_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "wallets" AS w SET "pizza_pals_paise" = LEAST(w."balance_paise", 100 * COALESCE((SELECT SUM(lp."points") FROM "loyalty_points" AS lp WHERE lp."user_id" = w."user_id" AND lp."credited_at" IS NOT NULL), 0));--> statement-breakpoint
UPDATE "wallets" SET "refund_paise" = "balance_paise" - "pizza_pals_paise";--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "balance_paise" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "wallets" drop column "balance_paise";--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "balance_paise" integer GENERATED ALWAYS AS (pizza_pals_paise + promo_paise + refund_paise) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "menu_type" text;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD COLUMN "creditable_at" timestamp with time zone;--> statement-breakpoint
UPDATE "loyalty_points" AS lp SET "creditable_at" = COALESCE(to_timestamp((o."stage_plan"->>'DELIVERED')::double precision / 1000), lp."created_at") + interval '24 hours' FROM "orders" AS o WHERE o."id" = lp."order_id" AND lp."credited_at" IS NULL;--> statement-breakpoint
INSERT INTO "wallet_entries" ("user_id", "part", "reason", "amount_paise", "reference", "created_at") SELECT "user_id", 'PIZZA_PALS', 'LOYALTY_EARNED', "pizza_pals_paise", 'opening-balance:' || "user_id", now() FROM "wallets" WHERE "pizza_pals_paise" > 0;--> statement-breakpoint
INSERT INTO "wallet_entries" ("user_id", "part", "reason", "amount_paise", "reference", "created_at") SELECT "user_id", 'REFUND', 'REFUND', "refund_paise", 'opening-balance:' || "user_id", now() FROM "wallets" WHERE "refund_paise" > 0;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "cheesy_members" ADD CONSTRAINT "cheesy_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_spins" ADD CONSTRAINT "game_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_spins" ADD CONSTRAINT "game_spins_prize_code_game_prizes_code_fk" FOREIGN KEY ("prize_code") REFERENCES "public"."game_prizes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_spins" ADD CONSTRAINT "game_spins_promo_code_promos_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promos"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_coupons" ADD CONSTRAINT "reward_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_coupons" ADD CONSTRAINT "reward_coupons_milestone_orders_reward_milestones_orders_fk" FOREIGN KEY ("milestone_orders") REFERENCES "public"."reward_milestones"("orders") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_coupons" ADD CONSTRAINT "reward_coupons_promo_code_promos_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promos"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_spins_user_day_idx" ON "game_spins" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_members_card_code_idx" ON "loyalty_members" USING btree ("card_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_part_reason_idx" ON "wallet_entries" USING btree ("order_id","part","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_reference_part_reason_idx" ON "wallet_entries" USING btree ("reference","part","reason");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_created_idx" ON "wallet_entries" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promos_owner_idx" ON "promos" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_parts_non_negative" CHECK ("wallets"."pizza_pals_paise" >= 0 and "wallets"."promo_paise" >= 0 and "wallets"."refund_paise" >= 0);