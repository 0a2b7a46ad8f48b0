CREATE TABLE "booking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text,
	"budget_minor" integer,
	"booking_fields" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"invitation_id" integer,
	"status" text NOT NULL,
	"revision_request" text,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" text,
	"deadline" timestamp with time zone,
	"auto_accept_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "booking_settings" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_links_public_id_idx" ON "booking_links" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "booking_links_provider_idx" ON "booking_links" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "deliverables_project_idx" ON "deliverables" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "deliverables_provider_idx" ON "deliverables" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "deliverables_auto_accept_idx" ON "deliverables" USING btree ("auto_accept_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_project_author_idx" ON "reviews" USING btree ("project_id","user_id");