CREATE OR REPLACE FUNCTION public.gaston_new_boulder_code()
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  candidate text;
BEGIN
  LOOP
    candidate := '';
    FOR i IN 1..6 LOOP
      candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM boulders WHERE code = candidate);
  END LOOP;
  RETURN candidate;
END;
$function$;
