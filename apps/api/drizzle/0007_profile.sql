DROP INDEX "reviews_target_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "response_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "response_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_target_idx" ON "reviews" USING btree ("target","target_id","created_at");