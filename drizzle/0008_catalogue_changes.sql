CREATE TABLE "catalogue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_store_idx" ON "catalogue_changes" USING btree ("store_id","id");--> statement-breakpoint
-- One row per store a statement changed (transition tables: one insert per statement, not per row).
CREATE FUNCTION catalogue_changed_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (store_id) SELECT DISTINCT store_id FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (store_id) VALUES (0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_products_inserted AFTER INSERT ON search_products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER search_products_updated AFTER UPDATE ON search_products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER search_products_deleted AFTER DELETE ON search_products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER search_products_truncated AFTER TRUNCATE ON search_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everywhere();
--> statement-breakpoint
CREATE TRIGGER specials_inserted AFTER INSERT ON specials
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER specials_updated AFTER UPDATE ON specials
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER specials_deleted AFTER DELETE ON specials
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER specials_truncated AFTER TRUNCATE ON specials
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everywhere();
--> statement-breakpoint
CREATE TRIGGER sponsored_placements_inserted AFTER INSERT ON sponsored_placements
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER sponsored_placements_updated AFTER UPDATE ON sponsored_placements
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER sponsored_placements_deleted AFTER DELETE ON sponsored_placements
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER sponsored_placements_truncated AFTER TRUNCATE ON sponsored_placements
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everywhere();
