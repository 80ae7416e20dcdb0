-- Trigram matching for typo-tolerant menu search (pg_trgm ships with PostgreSQL 15+ and the embedded server).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
