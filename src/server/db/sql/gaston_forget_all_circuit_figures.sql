CREATE OR REPLACE FUNCTION public.gaston_forget_all_circuit_figures()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO circuit_figure_epochs AS e (gym_id, epoch) SELECT id, 1 FROM gyms
  ON CONFLICT (gym_id) DO UPDATE SET epoch = e.epoch + 1;
  RETURN NULL;
END;
$function$;
