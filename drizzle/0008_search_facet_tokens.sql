-- The index is derived data: empty it so the new column needs no default, and the next start's
-- ensureSearchIndex rebuilds every row (facet tokens included) from the catalogue.
TRUNCATE "search_products";--> statement-breakpoint
ALTER TABLE "search_products" ADD COLUMN "facet_tokens" text[] NOT NULL;
