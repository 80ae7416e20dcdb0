ALTER TABLE "cart_items" ADD COLUMN "price_when_added" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_price_check" CHECK ("cart_items"."price_when_added" is null or "cart_items"."price_when_added" >= 0);--> statement-breakpoint
-- Written by hand (decision 0030): carts that are not checked out keep today's regular price from now on.
UPDATE "cart_items" i SET "price_when_added" = CASE WHEN v."discounted_price" < v."price" THEN v."discounted_price" ELSE v."price" END
FROM "carts" c, "menu_product_variants" v
WHERE c."uuid" = i."cart_uuid" AND c."status" <> 'checked_out'
  AND v."store_id" = c."store_id" AND v."product_id" = i."product_id" AND v."weight" = i."weight";
