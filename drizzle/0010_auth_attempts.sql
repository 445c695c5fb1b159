CREATE TABLE "auth_attempt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_attempt_key_at_idx" ON "auth_attempt" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "auth_attempt_at_idx" ON "auth_attempt" USING btree ("at");