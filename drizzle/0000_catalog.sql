CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dispensaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text NOT NULL,
	"time_zone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_chat_box" boolean DEFAULT false NOT NULL,
	"licence_adult_use" text,
	"licence_medical" text,
	"licence_lounge" text,
	CONSTRAINT "dispensaries_lat_check" CHECK ("dispensaries"."lat" between -90 and 90),
	CONSTRAINT "dispensaries_lng_check" CHECK ("dispensaries"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "menu_product_variants" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"weight" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"discounted_price" numeric(10, 2),
	"inventory" integer DEFAULT 0 NOT NULL,
	"thc_potency" numeric(6, 2),
	"thca_potency" numeric(6, 2),
	"cbd_potency" numeric(6, 2),
	CONSTRAINT "menu_product_variants_store_id_product_id_weight_pk" PRIMARY KEY("store_id","product_id","weight"),
	CONSTRAINT "variants_weight_check" CHECK ("menu_product_variants"."weight" in ('half_gram','gram','two_gram','eighth_ounce','quarter_ounce','half_ounce','ounce','each')),
	CONSTRAINT "variants_price_check" CHECK ("menu_product_variants"."price" >= 0),
	CONSTRAINT "variants_discount_check" CHECK ("menu_product_variants"."discounted_price" is null or ("menu_product_variants"."discounted_price" >= 0 and "menu_product_variants"."discounted_price" < "menu_product_variants"."price")),
	CONSTRAINT "variants_inventory_check" CHECK ("menu_product_variants"."inventory" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_products" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"store_notes" text,
	"root_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_cart_quantity" smallint DEFAULT 10 NOT NULL,
	"percent_thc" numeric(5, 2),
	"percent_cbd" numeric(5, 2),
	"percent_thca" numeric(5, 2),
	"arrived_on" date NOT NULL,
	"featured_rank" integer DEFAULT 1000 NOT NULL,
	CONSTRAINT "menu_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "menu_products_max_cart_check" CHECK ("menu_products"."max_cart_quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"dispensary_id" integer NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "menus_kind_check" CHECK ("menus"."kind" in ('recreational', 'medical')),
	CONSTRAINT "menus_store_id_check" CHECK ("menus"."store_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"unique_slug" text NOT NULL,
	"kind" text NOT NULL,
	"root_subtype" text,
	"category" text,
	"type" text,
	"brand_subtype" text,
	"description" text NOT NULL,
	"dosage" text,
	"amount" text,
	"thc_mg_per_unit" numeric,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"lab_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terpenes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"feelings" text[] DEFAULT '{}'::text[] NOT NULL,
	"aggregate_rating" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_unique_slug_unique" UNIQUE("unique_slug"),
	CONSTRAINT "products_kind_check" CHECK ("products"."kind" in ('flower','pre-roll','vape','extract','edible','tincture','topical','gear')),
	CONSTRAINT "products_category_check" CHECK ("products"."category" is null or "products"."category" in ('indica','sativa','hybrid','cbd'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"feelings" text[] DEFAULT '{}'::text[] NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_upvotes_check" CHECK ("reviews"."upvotes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "special_products" (
	"special_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "special_products_special_id_product_id_pk" PRIMARY KEY("special_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"special_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"photo" jsonb,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"discount_type" text NOT NULL,
	"discount_percent" numeric(5, 2),
	"discount_dollar_amount" numeric(10, 2),
	"discount_target_price" numeric(10, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specials_type_check" CHECK ("specials"."special_type" in ('product','bundle','bulk','cart_total','qualified_group')),
	CONSTRAINT "specials_discount_type_check" CHECK ("specials"."discount_type" in ('percent','dollar_amount','target_price'))
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "states_slug_unique" UNIQUE("slug"),
	CONSTRAINT "states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "dispensaries" ADD CONSTRAINT "dispensaries_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_product_variants" ADD CONSTRAINT "variants_menu_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."menu_products"("store_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_products" ADD CONSTRAINT "menu_products_store_id_menus_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."menus"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_products" ADD CONSTRAINT "menu_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_dispensary_id_dispensaries_id_fk" FOREIGN KEY ("dispensary_id") REFERENCES "public"."dispensaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_products" ADD CONSTRAINT "special_products_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_products" ADD CONSTRAINT "special_products_menu_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."menu_products"("store_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_store_id_menus_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."menus"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispensaries_state_slug_idx" ON "dispensaries" USING btree ("state_id","slug");--> statement-breakpoint
CREATE INDEX "menu_products_product_idx" ON "menu_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "menu_products_store_featured_idx" ON "menu_products" USING btree ("store_id","featured_rank","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_dispensary_kind_idx" ON "menus" USING btree ("dispensary_id","kind");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "special_products_store_product_idx" ON "special_products" USING btree ("store_id","product_id");--> statement-breakpoint
CREATE INDEX "specials_store_idx" ON "specials" USING btree ("store_id");