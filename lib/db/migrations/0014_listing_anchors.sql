-- Deep listing pages seek from anchors kept in the database (lib/shop/catalogue/embedded/listing-anchors.ts),
-- which every instance on the same PostgreSQL shares and which outlive a restart; they replace the
-- anchors each process kept in its memory. A row holds one listing's anchors at one catalogue version.
CREATE TABLE "listing_anchors" (
	"listing" text NOT NULL,
	"version" bigint NOT NULL,
	"anchors" integer[] NOT NULL,
	CONSTRAINT "listing_anchors_listing_version_pk" PRIMARY KEY("listing","version")
);
