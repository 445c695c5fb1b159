CREATE TABLE "notification_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"timezone" text NOT NULL,
	"daily_reminder_enabled" boolean NOT NULL,
	"daily_reminder_hour" integer NOT NULL,
	"weekly_report_enabled" boolean NOT NULL,
	"weekly_report_weekday" integer NOT NULL,
	"weekly_report_hour" integer NOT NULL,
	"quiet_hours_start" integer,
	"quiet_hours_end" integer,
	"light_mode_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_settings_hours_check" CHECK ("parent_settings"."daily_reminder_hour" between 0 and 23 and "parent_settings"."weekly_report_hour" between 0 and 23),
	CONSTRAINT "parent_settings_weekday_check" CHECK ("parent_settings"."weekly_report_weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "weekly_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"week_end" date NOT NULL,
	"timezone" text NOT NULL,
	"minutes" integer NOT NULL,
	"sessions" integer NOT NULL,
	"answered" integer NOT NULL,
	"accuracy" integer,
	"topics_mastered" jsonb NOT NULL,
	"topics_weak" jsonb NOT NULL,
	"streak" integer NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"parent_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_settings" ADD CONSTRAINT "parent_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD CONSTRAINT "weekly_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_log_user_kind_period_key" ON "notification_log" USING btree ("user_id","kind","period");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_reports_student_week_key" ON "weekly_reports" USING btree ("student_id","week_start");--> statement-breakpoint
CREATE INDEX "weekly_reports_week_start_idx" ON "weekly_reports" USING btree ("week_start");