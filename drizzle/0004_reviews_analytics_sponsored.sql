CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visitor_token" uuid,
	"path" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"visitor_token" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_visitor_token_pk" PRIMARY KEY("review_id","visitor_token")
);
--> statement-breakpoint
CREATE TABLE "sponsored_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"placement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_add_to_cart" boolean DEFAULT false NOT NULL,
	"visitor_token" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsored_events_kind_check" CHECK ("sponsored_events"."kind" in ('impression', 'click'))
);
--> statement-breakpoint
CREATE TABLE "sponsored_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sponsor" text NOT NULL,
	"rank" integer DEFAULT 1000 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispensaries" ADD COLUMN "reviews_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_events" ADD CONSTRAINT "sponsored_events_placement_id_sponsored_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."sponsored_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_placements" ADD CONSTRAINT "sponsored_placements_store_id_menus_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."menus"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_placements" ADD CONSTRAINT "sponsored_placements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_name_received_idx" ON "analytics_events" USING btree ("name","received_at");--> statement-breakpoint
CREATE INDEX "sponsored_events_placement_idx" ON "sponsored_events" USING btree ("placement_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsored_placements_store_product_idx" ON "sponsored_placements" USING btree ("store_id","product_id");