DROP INDEX IF EXISTS "search_products_vector_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_products_text_trgm_idx";