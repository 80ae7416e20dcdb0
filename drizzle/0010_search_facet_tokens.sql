-- The index is derived data: empty it so the new column needs no default, and the next start's
-- ensureSearchIndex rebuilds every row (facet tokens included) from the catalogue. The truncate
-- fires search_products_truncated (0008), so every store's catalogue version moves on.
TRUNCATE "search_products";--> statement-breakpoint
ALTER TABLE "search_products" ADD COLUMN "facet_tokens" text[] NOT NULL;
