ALTER TABLE "access_requests" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "code_id" uuid;