CREATE TABLE "rail_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"pnr" text NOT NULL,
	"train_no" text NOT NULL,
	"train_name" text NOT NULL,
	"train_start_date" text NOT NULL,
	"date_of_journey" text NOT NULL,
	"coach" text,
	"berth" integer,
	"station_id" text NOT NULL,
	"station_name" text NOT NULL,
	"scheduled_arrival" timestamp with time zone NOT NULL,
	"expected_arrival" timestamp with time zone NOT NULL,
	"lead_minutes" integer NOT NULL,
	"halt_minutes" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"delivery_code" text NOT NULL,
	"end_state" text,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rail_stations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store_id" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"edv_enabled" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_pnr_journeys" ADD COLUMN "delay_minutes" integer;--> statement-breakpoint
ALTER TABLE "sandbox_pnr_journeys" ADD COLUMN "ticket_cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rail_lead_minutes" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_orders" ADD CONSTRAINT "rail_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_stations" ADD CONSTRAINT "rail_stations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rail_orders_pnr_idx" ON "rail_orders" USING btree ("pnr");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_rail_lead_minutes" CHECK ("stores"."rail_lead_minutes" between 15 and 105);