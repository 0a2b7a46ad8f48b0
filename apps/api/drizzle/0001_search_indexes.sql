DROP INDEX "providers_rank_idx";--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "providers_rank_idx" ON "providers" USING btree ("membership_level" DESC NULLS LAST,"display_order","id");