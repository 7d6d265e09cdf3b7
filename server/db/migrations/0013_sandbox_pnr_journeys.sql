CREATE TABLE "sandbox_pnr_journeys" (
	"pnr" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
