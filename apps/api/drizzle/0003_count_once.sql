ALTER TABLE "profile_views" ADD COLUMN "count_key" text;--> statement-breakpoint
ALTER TABLE "sample_listens" ADD COLUMN "count_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_count_key" ON "profile_views" USING btree ("provider_id","count_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_listens_count_key" ON "sample_listens" USING btree ("sample_id","count_key");--> statement-breakpoint
-- A voice actor whose profile an admin deleted was left with no role at all (the API showed
-- ["client"]); every user holds at least the client role.
UPDATE "users" SET "roles" = ARRAY['client']::text[] WHERE cardinality("roles") = 0;
