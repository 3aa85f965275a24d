-- A signed-in shopper's garage (issue 38): the browser's is merged into it at sign-in (app/api/account/garage).
CREATE TABLE "account_garages" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"vehicles" text[] NOT NULL,
	"active" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_garages" ADD CONSTRAINT "account_garages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;