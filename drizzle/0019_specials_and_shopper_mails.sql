ALTER TABLE "menus" ADD COLUMN "show_card_ratings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "target_values" text[];--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_target_kind_check" CHECK ("specials"."target_kind" is null or "specials"."target_kind" in ('products','brands','categories'));