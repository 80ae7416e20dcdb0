CREATE TABLE "operator_menu_skus" (
	"store_id" integer NOT NULL,
	"sku" text NOT NULL,
	"product_id" integer NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"image_refs" text[] DEFAULT '{}'::text[] NOT NULL,
	"lab_results_url" text,
	"lineage" text,
	"menu_scope" text DEFAULT 'both' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_menu_skus_store_id_sku_pk" PRIMARY KEY("store_id","sku"),
	CONSTRAINT "operator_menu_skus_scope_check" CHECK ("operator_menu_skus"."menu_scope" in ('adult-use', 'medical', 'both'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "operator_menu_skus" ADD CONSTRAINT "operator_menu_skus_store_id_menus_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."menus"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_menu_skus" ADD CONSTRAINT "operator_menu_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_menu_skus_product_idx" ON "operator_menu_skus" USING btree ("store_id","product_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('shopper', 'staff', 'owner'));