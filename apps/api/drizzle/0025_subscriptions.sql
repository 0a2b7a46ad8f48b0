CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text,
	"discount_percentage" integer NOT NULL,
	"product_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"billing_periods" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"config" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_changes_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"amount_minor" integer,
	"error_code" text,
	"error_message" text,
	"decline_code" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text DEFAULT 'change' NOT NULL,
	"status" text NOT NULL,
	"change_type" text NOT NULL,
	"from_product" text NOT NULL,
	"from_period" text NOT NULL,
	"to_product" text NOT NULL,
	"to_period" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"credit_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"promo_code" text,
	"effective_at" timestamp with time zone,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"renewal_of" timestamp with time zone,
	"payment_intent_id" text,
	"action_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"decline_code" text,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_processes_total_nonnegative" CHECK ("subscription_processes"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"auto_renewal" boolean DEFAULT true NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"period_paid_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"payment_method_type" text,
	"payment_method_ref" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"paypal_email" text,
	"grace_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_changes_log" ADD CONSTRAINT "subscription_changes_log_process_id_subscription_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."subscription_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes_log" ADD CONSTRAINT "subscription_changes_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_processes" ADD CONSTRAINT "subscription_processes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_processes" ADD CONSTRAINT "subscription_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_changes_log_process_idx" ON "subscription_changes_log" USING btree ("process_id","id");--> statement-breakpoint
CREATE INDEX "subscription_processes_provider_idx" ON "subscription_processes" USING btree ("provider_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_processes_renewal_idx" ON "subscription_processes" USING btree ("provider_id","renewal_of");