CREATE TABLE "edv_deal_products" (
	"deal_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "edv_deal_products_deal_id_product_id_pk" PRIMARY KEY("deal_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "edv_deal_stores" (
	"deal_id" text NOT NULL,
	"store_id" text NOT NULL,
	CONSTRAINT "edv_deal_stores_deal_id_store_id_pk" PRIMARY KEY("deal_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "edv_deals" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_per_pizza_paise" integer NOT NULL,
	"pizzas_required" smallint NOT NULL,
	"size_code" text NOT NULL,
	"all_stores" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "edv_deals_price_positive" CHECK ("edv_deals"."price_per_pizza_paise" > 0),
	CONSTRAINT "edv_deals_pizzas_required_positive" CHECK ("edv_deals"."pizzas_required" > 0),
	CONSTRAINT "edv_deals_size_code" CHECK ("edv_deals"."size_code" in ('R', 'M'))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "store_product_stock" (
	"store_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	CONSTRAINT "store_product_stock_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "edv_deal_products" ADD CONSTRAINT "edv_deal_products_deal_id_edv_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."edv_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edv_deal_products" ADD CONSTRAINT "edv_deal_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edv_deal_stores" ADD CONSTRAINT "edv_deal_stores_deal_id_edv_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."edv_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edv_deal_stores" ADD CONSTRAINT "edv_deal_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edv_deals" ADD CONSTRAINT "edv_deals_size_code_sizes_code_fk" FOREIGN KEY ("size_code") REFERENCES "public"."sizes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_stock" ADD CONSTRAINT "store_product_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_stock" ADD CONSTRAINT "store_product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edv_deal_stores_store_id_idx" ON "edv_deal_stores" USING btree ("store_id");