-- UNLOGGED added by hand (drizzle-kit cannot say it): the rows are derived and rebuilt on demand;
-- see app/db/schema.ts.
CREATE UNLOGGED TABLE "store_views" (
	"key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"payload" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
