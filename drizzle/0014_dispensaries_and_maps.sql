CREATE TABLE "certifying_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"website" text,
	"phone" text,
	CONSTRAINT "certifying_providers_lat_check" CHECK ("certifying_providers"."lat" between -90 and 90),
	CONSTRAINT "certifying_providers_lng_check" CHECK ("certifying_providers"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"dispensary_id" integer NOT NULL,
	"name" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_zones_geometry_check" CHECK ("delivery_zones"."geometry"->>'type' in ('Polygon', 'MultiPolygon'))
);
--> statement-breakpoint
CREATE TABLE "dispensary_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispensary_id" integer NOT NULL,
	"author" text NOT NULL,
	"comment" text NOT NULL,
	"rating" smallint NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispensary_reviews_rating_check" CHECK ("dispensary_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "dispensaries" ALTER COLUMN "lat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dispensaries" ALTER COLUMN "lng" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_dispensary_id_dispensaries_id_fk" FOREIGN KEY ("dispensary_id") REFERENCES "public"."dispensaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensary_reviews" ADD CONSTRAINT "dispensary_reviews_dispensary_id_dispensaries_id_fk" FOREIGN KEY ("dispensary_id") REFERENCES "public"."dispensaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifying_providers_state_idx" ON "certifying_providers" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "delivery_zones_dispensary_idx" ON "delivery_zones" USING btree ("dispensary_id","sort");--> statement-breakpoint
CREATE INDEX "dispensary_reviews_dispensary_created_idx" ON "dispensary_reviews" USING btree ("dispensary_id","created_at");--> statement-breakpoint
ALTER TABLE "dispensaries" ADD CONSTRAINT "dispensaries_coordinates_check" CHECK (("dispensaries"."lat" is null) = ("dispensaries"."lng" is null));