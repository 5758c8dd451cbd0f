-- Public reads (the storefront's stores, products and delivery rates) are answered from a response cache
-- (server/http/public-read-cache.ts). Every write to a table those answers are made of notifies the
-- channel below once per statement, after commit; each API process listens (PGlite in process, PostgreSQL
-- across processes with LISTEN) and drops its cached answers. A trigger cannot be forgotten by a new write
-- path, which a call in each service could.
CREATE OR REPLACE FUNCTION niaga_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('niaga_public_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['accounts', 'stores', 'store_settings', 'store_products', 'opening_days', 'collections',
    'products', 'product_variants', 'product_categories', 'product_subcategories', 'product_tags', 'product_tag_links',
    'cloud_images', 'support_details', 'shipping_profiles', 'shipping_zones', 'shipping_rates']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION niaga_public_change()', t || '_public_change', t);
  END LOOP;
END
$$;
