CREATE TABLE "cms_widgets" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"site" text NOT NULL,
	"platform" text NOT NULL,
	"page" text NOT NULL,
	"delivery_type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cms_widgets_id_language_delivery_type_pk" PRIMARY KEY("id","language","delivery_type")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_language_pk" PRIMARY KEY("slug","language")
);
--> statement-breakpoint
CREATE INDEX "cms_widgets_lookup_idx" ON "cms_widgets" USING btree ("site","platform","page","delivery_type","language");