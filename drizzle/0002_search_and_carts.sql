CREATE TABLE "cart_items" (
	"cart_uuid" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"weight" text NOT NULL,
	"quantity" smallint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_uuid_product_id_weight_pk" PRIMARY KEY("cart_uuid","product_id","weight"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_token" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"reservation_mode" text DEFAULT 'pickup' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_mode_check" CHECK ("carts"."reservation_mode" in ('pickup', 'delivery')),
	CONSTRAINT "carts_status_check" CHECK ("carts"."status" in ('open', 'checked_out', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "search_products" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"brand_subtype" text,
	"kind" text NOT NULL,
	"root_subtype" text,
	"category" text,
	"type" text,
	"root_types" text[] NOT NULL,
	"available_weights" text[] NOT NULL,
	"bucket_price" numeric(10, 2) NOT NULL,
	"variants" jsonb NOT NULL,
	"aggregate_rating" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"percent_thc" numeric(5, 2),
	"percent_cbd" numeric(5, 2),
	"percent_thca" numeric(5, 2),
	"special_ids" integer[] NOT NULL,
	"activities" text[] NOT NULL,
	"feelings" text[] NOT NULL,
	"max_cart_quantity" smallint NOT NULL,
	"image_urls" text[] NOT NULL,
	"unique_slug" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"arrived_on" date NOT NULL,
	"featured_rank" integer NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "search_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_uuid_carts_uuid_fk" FOREIGN KEY ("cart_uuid") REFERENCES "public"."carts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_id_menus_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."menus"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_products" ADD CONSTRAINT "search_products_menu_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."menu_products"("store_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_per_store_idx" ON "carts" USING btree ("visitor_token","store_id") WHERE "carts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "search_products_featured_idx" ON "search_products" USING btree ("store_id","featured_rank","product_id");--> statement-breakpoint
CREATE INDEX "search_products_price_idx" ON "search_products" USING btree ("store_id","bucket_price","product_id");--> statement-breakpoint
CREATE INDEX "search_products_vector_idx" ON "search_products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_products_text_trgm_idx" ON "search_products" USING gin ("search_text" gin_trgm_ops);