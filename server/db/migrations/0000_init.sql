CREATE TYPE "public"."alert_severity" AS ENUM('info', 'warning');--> statement-breakpoint
CREATE TYPE "public"."banner_target" AS ENUM('hygiene', 'edv', 'irctc', 'favourite', 'offers', 'world cup', 'leaderboard', 'essentials');--> statement-breakpoint
CREATE TYPE "public"."food_type" AS ENUM('VEG', 'NON_VEG');--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"severity" "alert_severity" NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_until" timestamp with time zone,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"image" text NOT NULL,
	"alt_text" text NOT NULL,
	"target" "banner_target" NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "crusts" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "crusts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "localities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sub_locality" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"postal_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "nav_menu_items" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"link" text NOT NULL,
	"requires_login" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"crust_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"price_paise" integer NOT NULL,
	CONSTRAINT "product_prices_product_id_crust_id_size_id_pk" PRIMARY KEY("product_id","crust_id","size_id"),
	CONSTRAINT "product_prices_price_positive" CHECK ("product_prices"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_toppings" (
	"product_id" integer NOT NULL,
	"topping_id" integer NOT NULL,
	"is_default" boolean NOT NULL,
	CONSTRAINT "product_toppings_product_id_topping_id_pk" PRIMARY KEY("product_id","topping_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"menu_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"food_type" "food_type" NOT NULL,
	"image" text NOT NULL,
	"is_customizable" boolean NOT NULL,
	"price_paise" integer,
	"position" integer NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code"),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_paise" is null or "products"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"access_key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"disable_cookies" boolean NOT NULL,
	"vendor_config" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"is_default_wallet_applied" boolean NOT NULL,
	CONSTRAINT "site_config_single_row" CHECK ("site_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"serves" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sizes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"region" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"online" smallint NOT NULL,
	"advance_order_store_id" text,
	CONSTRAINT "stores_online_flag" CHECK ("stores"."online" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "toppings" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"food_type" "food_type" NOT NULL,
	"price_paise" integer NOT NULL,
	CONSTRAINT "toppings_code_unique" UNIQUE("code"),
	CONSTRAINT "toppings_price_positive" CHECK ("toppings"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"action_type" text NOT NULL,
	"page_name" text NOT NULL,
	"referrer" text NOT NULL,
	"user_agent" text NOT NULL,
	"platform" text NOT NULL,
	"client_timestamp" bigint NOT NULL,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"anonymous" boolean NOT NULL,
	"mobile" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_crust_id_crusts_id_fk" FOREIGN KEY ("crust_id") REFERENCES "public"."crusts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_toppings" ADD CONSTRAINT "product_toppings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_toppings" ADD CONSTRAINT "product_toppings_topping_id_toppings_id_fk" FOREIGN KEY ("topping_id") REFERENCES "public"."toppings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "localities_city_idx" ON "localities" USING btree ("city");--> statement-breakpoint
CREATE UNIQUE INDEX "localities_name_city_idx" ON "localities" USING btree ("name","city");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_token_hash_idx" ON "sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stores_city_id_idx" ON "stores" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "usage_events_user_id_idx" ON "usage_events" USING btree ("user_id");