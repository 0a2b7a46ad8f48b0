-- write_quotas: per-user counters of writes that reach other people (src/http/userLimits.ts);
-- notification_mails: the mails one user's actions sent to another address, to hold the excess for
-- one digest (src/mail/notificationMail.ts).
CREATE TABLE "notification_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"held" boolean NOT NULL,
	"digested_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_quotas" (
	"user_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "write_quotas_user_id_bucket_window_start_pk" PRIMARY KEY("user_id","bucket","window_start")
);
--> statement-breakpoint
CREATE INDEX "notification_mails_pair_idx" ON "notification_mails" USING btree ("sender_id","recipient","created_at");