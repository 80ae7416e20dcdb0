CREATE TABLE "search_articles" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"category_slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"states" text[] NOT NULL,
	"publish_date" date NOT NULL,
	"preparation_time" integer,
	"preparation_difficulty" text[] NOT NULL,
	"content_hash" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "search_articles_kind_check" CHECK ("search_articles"."kind" in ('article', 'recipe'))
);
--> statement-breakpoint
CREATE TABLE "search_product_texts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"name_vector" "tsvector" NOT NULL,
	"store_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_product_texts" ADD CONSTRAINT "search_product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_articles_vector_idx" ON "search_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_product_texts_vector_idx" ON "search_product_texts" USING gin ("search_vector");