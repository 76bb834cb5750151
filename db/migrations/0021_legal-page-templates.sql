-- A page still holding the template text the site made it with (the Privacy Policy and Terms of
-- Service of a first start), until staff change its texts (ADR 031).
ALTER TABLE "pages" ADD COLUMN "template" boolean DEFAULT false NOT NULL;
