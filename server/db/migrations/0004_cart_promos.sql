CREATE TYPE "public"."promo_kind" AS ENUM('FLAT', 'PERCENT', 'EDV');--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"crust_id" integer,
	"size_id" integer,
	"quantity" integer NOT NULL,
	"add_topngs" jsonb NOT NULL,
	"rep_topngs" jsonb NOT NULL,
	"rem_topngs" jsonb NOT NULL,
	"edv_deal_id" text,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"store_id" text,
	"delivery_type" text NOT NULL,
	"tip_paise" integer DEFAULT 0 NOT NULL,
	"tip_removed" boolean DEFAULT false NOT NULL,
	"auto_tip_selected" boolean DEFAULT false NOT NULL,
	"opted_charge_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promo_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "first_order_markers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" "promo_kind" NOT NULL,
	"value" integer NOT NULL,
	"max_discount_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"payment_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"login_required" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"tnc" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "promos_value_positive" CHECK ("promos"."value" > 0),
	CONSTRAINT "promos_percent_range" CHECK ("promos"."kind" <> 'PERCENT' or "promos"."value" <= 100),
	CONSTRAINT "promos_min_order_non_negative" CHECK ("promos"."min_order_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_carts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."carts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_crust_id_crusts_id_fk" FOREIGN KEY ("crust_id") REFERENCES "public"."crusts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_promo_code_promos_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promos"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_order_markers" ADD CONSTRAINT "first_order_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_id_idx" ON "cart_items" USING btree ("user_id","position");