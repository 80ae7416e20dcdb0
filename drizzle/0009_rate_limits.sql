-- UNLOGGED added by hand (drizzle-kit cannot say it): the counts are short-lived; see app/db/schema.ts.
CREATE UNLOGGED TABLE "rate_limits" (
	"limiter" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_limiter_key_pk" PRIMARY KEY("limiter","key"),
	CONSTRAINT "rate_limits_count_check" CHECK ("rate_limits"."count" >= 1)
);
