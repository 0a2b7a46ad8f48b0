CREATE TABLE "endorsements" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"provider_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"text" text NOT NULL,
	"endorsed" boolean,
	"endorsed_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "endorsements_hash_key" ON "endorsements" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "endorsements_provider_idx" ON "endorsements" USING btree ("provider_id","created_at");