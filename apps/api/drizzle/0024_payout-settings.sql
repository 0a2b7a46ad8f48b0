CREATE TABLE "finance_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"project_id" integer,
	"user_id" integer,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"method" text,
	"paypal_email" text,
	"payoneer_user_id" text,
	"wise_email" text,
	"bank_account" jsonb,
	"stripe_account_id" text,
	"stripe_account_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_actions" ADD CONSTRAINT "finance_actions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_actions" ADD CONSTRAINT "finance_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_actions_created_idx" ON "finance_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "finance_actions_project_idx" ON "finance_actions" USING btree ("project_id");