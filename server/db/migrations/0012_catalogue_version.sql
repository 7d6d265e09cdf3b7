CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
	catalogue_table text;
BEGIN
	FOREACH catalogue_table IN ARRAY ARRAY['app_config', 'site_config', 'menu_categories', 'crusts', 'sizes', 'toppings', 'products',
		'product_categories', 'product_prices', 'product_toppings', 'cities', 'stores', 'store_product_stock', 'edv_deals',
		'edv_deal_products', 'edv_deal_stores']
	LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"()',
			catalogue_table || '_raises_catalogue_version', catalogue_table);
	END LOOP;
END;
$$;
