CREATE TABLE "form_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" text NOT NULL,
	"dispensary_id" integer NOT NULL,
	"lead_email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"declared_type" text NOT NULL,
	"sniffed_type" text,
	"size_bytes" bigint,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_uploads_status_check" CHECK ("form_uploads"."status" in ('pending', 'received', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "form_leads" ADD CONSTRAINT "form_leads_dispensary_id_dispensaries_id_fk" FOREIGN KEY ("dispensary_id") REFERENCES "public"."dispensaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_lead_id_form_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."form_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_leads_dispensary_idx" ON "form_leads" USING btree ("dispensary_id","created_at");--> statement-breakpoint
CREATE INDEX "form_uploads_lead_idx" ON "form_uploads" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "form_uploads_unattached_idx" ON "form_uploads" USING btree ("expires_at") WHERE "form_uploads"."lead_id" is null;