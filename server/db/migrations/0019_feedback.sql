CREATE TABLE "feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text,
	"offline_order_id" text,
	"type" text NOT NULL,
	"order_mode" text NOT NULL,
	"medium" text NOT NULL,
	"order_type" text NOT NULL,
	"variant" text,
	"overall_rating" smallint NOT NULL,
	"food" jsonb NOT NULL,
	"delivery_rating" smallint,
	"delivery_ratings" jsonb NOT NULL,
	"ordering_rating" smallint,
	"value_for_money" smallint,
	"tags" jsonb NOT NULL,
	"additional_tags" jsonb NOT NULL,
	"comment" text,
	"contact" jsonb,
	"ticket_id" text,
	"ticket_raised_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_one_order" CHECK (("feedback"."order_id" is null) <> ("feedback"."offline_order_id" is null))
);
--> statement-breakpoint
CREATE TABLE "feedback_food_tags" (
	"code" text PRIMARY KEY NOT NULL,
	"min_level" smallint NOT NULL,
	"max_level" smallint NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_invitations" (
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_invitations_user_id_order_id_pk" PRIMARY KEY("user_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "offline_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"store_id" text NOT NULL,
	"channel" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_offline_order_id_offline_orders_id_fk" FOREIGN KEY ("offline_order_id") REFERENCES "public"."offline_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_invitations" ADD CONSTRAINT "feedback_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_invitations" ADD CONSTRAINT "feedback_invitations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_orders" ADD CONSTRAINT "offline_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_order_id_idx" ON "feedback" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_offline_order_id_idx" ON "feedback" USING btree ("offline_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_ticket_id_idx" ON "feedback" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");