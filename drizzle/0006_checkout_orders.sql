CREATE SEQUENCE "public"."order_queue_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999 START WITH 1 CACHE 1 CYCLE;--> statement-breakpoint
CREATE TABLE "order_products" (
	"order_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"price_id" text NOT NULL,
	"count" smallint NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"kind_subtype" text,
	"lineage" text,
	"checkout_price_cents" integer NOT NULL,
	"discounted_checkout_price_cents" integer,
	"special_title" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"unique_slug" text,
	CONSTRAINT "order_products_order_id_product_id_price_id_pk" PRIMARY KEY("order_id","product_id","price_id"),
	CONSTRAINT "order_products_count_check" CHECK ("order_products"."count" between 1 and 99),
	CONSTRAINT "order_products_price_check" CHECK ("order_products"."checkout_price_cents" >= 0 and ("order_products"."discounted_checkout_price_cents" is null or "order_products"."discounted_checkout_price_cents" between 0 and "order_products"."checkout_price_cents"))
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"visitor_token" uuid NOT NULL,
	"cart_uuid" uuid,
	"idempotency_key" text NOT NULL,
	"store_id" integer NOT NULL,
	"store_name" text NOT NULL,
	"status" text DEFAULT 'verifying' NOT NULL,
	"reservation_mode" text NOT NULL,
	"delivery_address" jsonb,
	"customer_name" text NOT NULL,
	"customer_email_address" text NOT NULL,
	"customer_phone_number" text NOT NULL,
	"promo_code" text,
	"queue_number" integer DEFAULT nextval('order_queue_numbers') NOT NULL,
	"amount_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discounted_subtotal_cents" integer NOT NULL,
	"sales_tax_amount_cents" integer NOT NULL,
	"delivery_fee_amount_cents" integer NOT NULL,
	"service_fee_amount_cents" integer NOT NULL,
	"store_tax_amount_cents" integer NOT NULL,
	"fulfillment_time_start" timestamp with time zone NOT NULL,
	"fulfillment_time_end" timestamp with time zone NOT NULL,
	"rating" smallint,
	"checked_out_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending','verifying','preparing','ready_for_pickup','delivery_started','delivery_finished','finished','with_review','finished_without_review','cancelled')),
	CONSTRAINT "orders_mode_check" CHECK ("orders"."reservation_mode" in ('pickup', 'delivery')),
	CONSTRAINT "orders_delivery_address_check" CHECK (("orders"."reservation_mode" = 'delivery') = ("orders"."delivery_address" is not null)),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."amount_cents" >= 0 and "orders"."subtotal_cents" >= 0 and "orders"."discounted_subtotal_cents" >= 0 and "orders"."discounted_subtotal_cents" <= "orders"."subtotal_cents" and "orders"."sales_tax_amount_cents" >= 0 and "orders"."delivery_fee_amount_cents" >= 0 and "orders"."service_fee_amount_cents" >= 0 and "orders"."store_tax_amount_cents" >= 0),
	CONSTRAINT "orders_window_check" CHECK ("orders"."fulfillment_time_end" > "orders"."fulfillment_time_start"),
	CONSTRAINT "orders_rating_check" CHECK ("orders"."rating" is null or "orders"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispensaries" ADD COLUMN "delivery_hours" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grams_per_unit" numeric;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_store_id" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_uuid_carts_uuid_fk" FOREIGN KEY ("cart_uuid") REFERENCES "public"."carts"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_menus_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."menus"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_products_product_idx" ON "order_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE INDEX "orders_user_checked_out_idx" ON "orders" USING btree ("user_id","checked_out_time");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status","checked_out_time");--> statement-breakpoint
CREATE INDEX "orders_visitor_idx" ON "orders" USING btree ("visitor_token");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_uuid") WHERE "orders"."cart_uuid" is not null;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_store_id_menus_store_id_fk" FOREIGN KEY ("staff_store_id") REFERENCES "public"."menus"("store_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_product_idx" ON "reviews" USING btree ("order_id","product_id") WHERE "reviews"."order_id" is not null;