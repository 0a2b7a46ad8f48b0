CREATE TABLE "search_appearances" (
	"provider_id" integer NOT NULL,
	"count_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_appearances_provider_id_count_key_pk" PRIMARY KEY("provider_id","count_key")
);
--> statement-breakpoint
ALTER TABLE "search_appearances" ADD CONSTRAINT "search_appearances_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_appearances_provider_idx" ON "search_appearances" USING btree ("provider_id","at");