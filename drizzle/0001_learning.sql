CREATE TABLE "attempt_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"input" text,
	"status" text DEFAULT 'not_attempted' NOT NULL,
	"error_code" text,
	"hint_level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"session_id" uuid,
	"diagnostic_attempt_id" uuid,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"template_id" text NOT NULL,
	"level" integer NOT NULL,
	"seed" bigint NOT NULL,
	"question_id" text NOT NULL,
	"skill_id" text NOT NULL,
	"params" jsonb NOT NULL,
	"item" jsonb NOT NULL,
	"predicted" double precision,
	"raw_answer" text,
	"dont_know" boolean DEFAULT false NOT NULL,
	"correct" boolean,
	"result" text,
	"error_key" text,
	"time_spent_ms" integer,
	"hints_used" integer DEFAULT 0 NOT NULL,
	"client_updated_at" bigint,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnostic_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"grade" text NOT NULL,
	"question_count" integer NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"time_spent_seconds" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"lock_tab_id" text,
	"lock_at" timestamp with time zone,
	"diagnostic_id" uuid
);
--> statement-breakpoint
CREATE TABLE "diagnostics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"raw_percent" integer NOT NULL,
	"level" text NOT NULL,
	"topic_breakdown" jsonb NOT NULL,
	"recommendations" jsonb NOT NULL,
	"skill_percent" jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"answered_count" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_calibration" (
	"item_key" text PRIMARY KEY NOT NULL,
	"difficulty" double precision NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_skill_state" (
	"student_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"ability" double precision NOT NULL,
	"uncertainty" double precision NOT NULL,
	"mastery" double precision NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_skill_state_student_id_skill_id_pk" PRIMARY KEY("student_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "learner_state" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_weights" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"w" double precision[] NOT NULL,
	"g2" double precision[] NOT NULL,
	"updates" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"end_reason" text,
	"summary" jsonb
);
--> statement-breakpoint
CREATE TABLE "skill_calibration" (
	"skill_id" text PRIMARY KEY NOT NULL,
	"difficulty" double precision NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"w" double precision[] NOT NULL,
	"g2" double precision[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_steps" ADD CONSTRAINT "attempt_steps_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_diagnostic_attempt_id_diagnostic_attempts_id_fk" FOREIGN KEY ("diagnostic_attempt_id") REFERENCES "public"."diagnostic_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_attempts" ADD CONSTRAINT "diagnostic_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostics" ADD CONSTRAINT "diagnostics_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_skill_state" ADD CONSTRAINT "learner_skill_state_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_state" ADD CONSTRAINT "learner_state_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_steps_attempt_step_key" ON "attempt_steps" USING btree ("attempt_id","step_index");--> statement-breakpoint
CREATE INDEX "attempts_student_created_idx" ON "attempts" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_session_position_key" ON "attempts" USING btree ("session_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_diagnostic_position_key" ON "attempts" USING btree ("diagnostic_attempt_id","position");--> statement-breakpoint
CREATE INDEX "diagnostic_attempts_student_started_idx" ON "diagnostic_attempts" USING btree ("student_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnostics_attempt_id_key" ON "diagnostics" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "diagnostics_student_completed_idx" ON "diagnostics" USING btree ("student_id","completed_at");--> statement-breakpoint
CREATE INDEX "practice_sessions_student_started_idx" ON "practice_sessions" USING btree ("student_id","started_at");