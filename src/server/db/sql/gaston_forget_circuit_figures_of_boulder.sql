CREATE OR REPLACE FUNCTION public.gaston_forget_circuit_figures_of_boulder()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO circuit_figure_epochs AS e (gym_id, epoch)
  SELECT DISTINCT g, 1 FROM unnest(CASE WHEN TG_OP = 'UPDATE' THEN ARRAY[OLD.gym_id, NEW.gym_id] ELSE ARRAY[OLD.gym_id] END) AS g
  ON CONFLICT (gym_id) DO UPDATE SET epoch = e.epoch + 1;
  RETURN NULL;
END;
$function$;
