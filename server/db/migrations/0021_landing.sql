CREATE TYPE "public"."link_action" AS ENUM('edv', 'menu', 'deals', 'reward');--> statement-breakpoint
CREATE TYPE "public"."widget_kind" AS ENUM('banners', 'links');--> statement-breakpoint
CREATE TABLE "landing_widgets" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"kind" "widget_kind" NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_links" (
	"id" text PRIMARY KEY NOT NULL,
	"widget_id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"action" "link_action" NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_links" ADD CONSTRAINT "widget_links_widget_id_landing_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."landing_widgets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widget_links_widget_idx" ON "widget_links" USING btree ("widget_id");