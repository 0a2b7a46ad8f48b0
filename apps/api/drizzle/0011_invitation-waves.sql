CREATE TABLE "invitation_waves" (
	"project_id" integer NOT NULL,
	"wave" integer NOT NULL,
	"membership_level" integer NOT NULL,
	"invited_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone,
	CONSTRAINT "invitation_waves_project_id_wave_pk" PRIMARY KEY("project_id","wave")
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_waves" ADD CONSTRAINT "invitation_waves_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;