CREATE OR REPLACE FUNCTION public.gaston_take_stats_drain(wait boolean)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- One drain or roll of the statistics at a time, across every server process, until the transaction ends.
  IF wait THEN
    PERFORM pg_advisory_xact_lock(hashtext('gaston:stats-drain'));
    RETURN true;
  END IF;
  RETURN pg_try_advisory_xact_lock(hashtext('gaston:stats-drain'));
END;
$function$;
