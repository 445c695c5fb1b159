CREATE TABLE "asked_templates" (
	"student_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"first_asked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "asked_templates_student_id_template_id_pk" PRIMARY KEY("student_id","template_id")
);
--> statement-breakpoint
DROP INDEX "attempts_student_created_idx";--> statement-breakpoint
ALTER TABLE "asked_templates" ADD CONSTRAINT "asked_templates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_student_created_position_idx" ON "attempts" USING btree ("student_id","created_at","position");--> statement-breakpoint
-- Every template asked so far, from the attempts stored before this table existed.
INSERT INTO "asked_templates" ("student_id", "template_id", "first_asked_at")
SELECT "student_id", "template_id", min("created_at") FROM "attempts" GROUP BY "student_id", "template_id";
