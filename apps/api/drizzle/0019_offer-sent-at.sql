ALTER TABLE "offers" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "offers_provider_sent_idx" ON "offers" USING btree ("provider_id","sent_at");--> statement-breakpoint
UPDATE "offers" SET "sent_at" = "created_at" WHERE "status" <> 'created';
