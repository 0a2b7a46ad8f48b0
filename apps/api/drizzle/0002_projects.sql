CREATE TABLE "project_owners" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "project_owners_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_hash" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"deadline" timestamp with time zone,
	"auto_invites_enabled" boolean DEFAULT false NOT NULL,
	"aima_status" text DEFAULT 'disabled' NOT NULL,
	"closing_reason" text,
	"completion_reason" text,
	"cancel_reason" text,
	"cancel_reason_details" text,
	"charge_status" text,
	"winner_selected" boolean,
	"quote_client_confirmation" boolean,
	"received_recording" boolean,
	"client_feedback" text,
	"received_payment" boolean,
	"va_feedback" text,
	"client_feedback_skipped_at" timestamp with time zone,
	"va_feedback_skipped_at" timestamp with time zone,
	"provider_id" integer,
	"budget" numeric(10, 2),
	"languages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"voice_age_genders" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"audience_size" integer,
	"service_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secure_payment_enabled" boolean DEFAULT false NOT NULL,
	"secure_payment_status" text,
	"secure_payment_amount" numeric(10, 2),
	"ready_to_release_funds_at" timestamp with time zone,
	"finance_notified_at" timestamp with time zone,
	"funds_released_at" timestamp with time zone,
	"additional_payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"admin" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_owners" ADD CONSTRAINT "project_owners_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_owners" ADD CONSTRAINT "project_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_owners_position_key" ON "project_owners" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_owners_user_idx" ON "project_owners" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_public_hash_key" ON "projects" USING btree ("public_hash");--> statement-breakpoint
CREATE INDEX "projects_provider_idx" ON "projects" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "projects_type_status_created_idx" ON "projects" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "projects_languages_idx" ON "projects" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "projects_vag_idx" ON "projects" USING gin ("voice_age_genders");