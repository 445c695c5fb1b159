CREATE TABLE "mock_exam_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mock_exam_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"area" text NOT NULL,
	"kind" text NOT NULL,
	"style" text NOT NULL,
	"template_id" text NOT NULL,
	"level" integer NOT NULL,
	"skill_id" text NOT NULL,
	"item" jsonb NOT NULL,
	"max_points" integer NOT NULL,
	"predicted" double precision NOT NULL,
	"raw_answer" text,
	"client_updated_at" bigint,
	"time_spent_ms" integer,
	"points" integer,
	"marking" jsonb
);
--> statement-breakpoint
CREATE TABLE "mock_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"seed" bigint NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"finish_reason" text,
	"lock_tab_id" text,
	"lock_at" timestamp with time zone,
	"reference" jsonb NOT NULL,
	"points" integer,
	"max_points" integer NOT NULL,
	"percent" integer,
	"areas" jsonb,
	"predicted_percent" integer,
	"predicted_low" integer,
	"predicted_high" integer
);
--> statement-breakpoint
ALTER TABLE "mock_exam_tasks" ADD CONSTRAINT "mock_exam_tasks_mock_exam_id_mock_exams_id_fk" FOREIGN KEY ("mock_exam_id") REFERENCES "public"."mock_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_exams" ADD CONSTRAINT "mock_exams_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_exam_tasks_exam_position_key" ON "mock_exam_tasks" USING btree ("mock_exam_id","position");--> statement-breakpoint
CREATE INDEX "mock_exams_student_started_idx" ON "mock_exams" USING btree ("student_id","started_at");