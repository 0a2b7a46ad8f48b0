CREATE TABLE "category_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icon_id" integer NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"footer_order" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"experiment" text NOT NULL,
	"user_id" integer,
	"session_id" text,
	"variant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_pages_slug_key" ON "category_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_assignments_user_key" ON "experiment_assignments" USING btree ("experiment","user_id") WHERE "experiment_assignments"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_assignments_session_key" ON "experiment_assignments" USING btree ("experiment","session_id") WHERE "experiment_assignments"."session_id" IS NOT NULL;