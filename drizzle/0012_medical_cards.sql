CREATE TABLE "medical_cards" (
	"user_id" text NOT NULL,
	"state_code" text NOT NULL,
	"card_number" text NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_cards_user_id_state_code_pk" PRIMARY KEY("user_id","state_code"),
	CONSTRAINT "medical_cards_state_check" CHECK ("medical_cards"."state_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "medical_cards_number_check" CHECK ("medical_cards"."card_number" ~ '^[A-Z0-9-]{6,25}$')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "patient_card_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "patient_card_expires_on" date;--> statement-breakpoint
ALTER TABLE "medical_cards" ADD CONSTRAINT "medical_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_patient_card_check" CHECK (("orders"."patient_card_number" is null) = ("orders"."patient_card_expires_on" is null));